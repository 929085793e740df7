import { type MailTransport } from '../mail/mail-transport.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type EndpointDisabledNotice } from './deliver-webhook.use-case';

/**
 * The e-mail to the shop's address when an endpoint is switched off after a day of failures
 * (docs/product/webhooks.md#switched-off), sent through the mail transport like every mail.
 * Its message id is the endpoint's and the day's, so a repeat after a crash collapses.
 */
export class MailEndpointDisabledNotice implements EndpointDisabledNotice {
  constructor(
    private readonly shops: Pick<ShopRepository, 'findById'>,
    private readonly transport: MailTransport,
    private readonly sender: { readonly fromAddress: string; readonly settingsUrl: (domain: string) => string },
  ) {}

  async send(shopId: number, endpointUrl: string, failingSince: Date): Promise<void> {
    const shop = await this.shops.findById(shopId);
    if (!shop || shop.email === '') return;
    const since = failingSince.toISOString().replace('T', ' ').slice(0, 16);
    const settings = this.sender.settingsUrl(shop.domain);
    const text = [
      `Every delivery to your webhook endpoint ${endpointUrl} has failed since ${since} UTC, so Starling Reviews has switched it off.`,
      'Events are not sent to it until you switch it on again; deliveries already queued are kept.',
      `Check the endpoint, then switch it on in API access: ${settings}`,
    ].join('\n\n');
    await this.transport.send({
      shopId,
      to: shop.email,
      from: { name: 'Starling Reviews', address: this.sender.fromAddress },
      subject: 'Your webhook endpoint was switched off',
      text,
      html: text
        .split('\n\n')
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join(''),
      messageId: `<webhook-disabled-${shopId}-${failingSince.getTime()}@${this.sender.fromAddress.split('@')[1] ?? 'localhost'}>`,
    });
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
