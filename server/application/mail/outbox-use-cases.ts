import { CAUGHT_MAILS_KEPT_PER_SHOP, type MailDelivery, type OutboxMail, type OutboxPage } from '../../../src/domain/collect/outbox';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type CaughtMailRepository } from './caught-mail-repository.port';

/** get_outbox_mails and get_outbox_mail: the shop's caught mail (docs/product/collect-mail.md#outbox). */
export class OutboxUseCases {
  constructor(
    private readonly caughtMails: CaughtMailRepository,
    /** 'caught' when the server runs its loopback catcher (no SMTP_URL). */
    private readonly delivery: MailDelivery,
  ) {}

  async list(shop: AuthenticatedShop): Promise<OutboxPage> {
    return { delivery: this.delivery, mails: await this.caughtMails.list(shop, CAUGHT_MAILS_KEPT_PER_SHOP) };
  }

  async get(shop: AuthenticatedShop, id: number): Promise<OutboxMail> {
    const mail = await this.caughtMails.get(shop, id);
    if (!mail) throw notFound('id: the e-mail');
    return mail;
  }
}
