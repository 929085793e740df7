import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type OutgoingMail } from '../../../server/application/mail/mail-transport.port';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { caughtMails } from '../../../server/infrastructure/db/schema';

/** A review-request-like mail for a shop. */
export function outgoingMail(shop: AuthenticatedShop, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: 'mia@example.com',
    from: { name: 'Acme Goods', address: 'reviews@reviews.test' },
    replyTo: 'owner@acme.example',
    subject: 'How was your order?',
    html: '<p>Tell us how it went</p>',
    text: 'Tell us how it went',
    messageId: `request-${shop.id}-${Math.random().toString(36).slice(2)}@reviews.test`,
    shopId: shop.id,
    ...overrides,
  };
}

/** Caught mail written straight to caught_mails (as the catcher would), oldest first. */
export async function addCaughtMails(
  database: DatabaseHandle,
  shop: AuthenticatedShop,
  mails: readonly { readonly to: string; readonly subject: string; readonly html?: string; readonly text?: string }[],
): Promise<void> {
  for (const mail of mails) {
    await database.db.insert(caughtMails).values({
      shopId: shop.id,
      messageId: `<seed-${Math.random().toString(36).slice(2)}@reviews.test>`,
      from: '"Acme Goods" <reviews@reviews.test>',
      to: mail.to,
      subject: mail.subject,
      html: mail.html ?? `<p>${mail.subject}</p>`,
      text: mail.text ?? mail.subject,
      headers: [{ name: 'Subject', value: mail.subject }],
    });
  }
}
