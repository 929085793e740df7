import { and, desc, eq, lt } from 'drizzle-orm';
import { type OutboxMail, type OutboxMailSummary } from '../../../src/domain/collect/outbox';
import { type CaughtMail, type CaughtMailRepository } from '../../application/mail/caught-mail-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { caughtMails } from './schema';

const SUMMARY_COLUMNS = { id: caughtMails.id, to: caughtMails.to, subject: caughtMails.subject, receivedAt: caughtMails.receivedAt };

/** caught_mails: the development catcher's mail per shop, newest kept (docs/product/collect-mail.md#outbox). */
export class DrizzleCaughtMailRepository implements CaughtMailRepository {
  constructor(private readonly db: AppDatabase) {}

  async keep(mail: CaughtMail, keepPerShop: number): Promise<void> {
    // The foreign key refuses mail for a shop that is not there: the catcher answers the send with an error.
    await this.db.insert(caughtMails).values({
      shopId: mail.shopId,
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: [...mail.headers],
    });
    // The keepPerShop-th newest id; anything older goes (an index range on the primary key).
    const [oldestKept] = await this.db
      .select({ id: caughtMails.id })
      .from(caughtMails)
      .where(eq(caughtMails.shopId, mail.shopId))
      .orderBy(desc(caughtMails.id))
      .offset(keepPerShop - 1)
      .limit(1);
    if (oldestKept) await this.db.delete(caughtMails).where(and(eq(caughtMails.shopId, mail.shopId), lt(caughtMails.id, oldestKept.id)));
  }

  async list(shop: AuthenticatedShop, limit: number): Promise<OutboxMailSummary[]> {
    const rows = await this.db.select(SUMMARY_COLUMNS).from(caughtMails).where(eq(caughtMails.shopId, shop.id)).orderBy(desc(caughtMails.id)).limit(limit);
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, received_at: row.receivedAt.toISOString() }));
  }

  async get(shop: AuthenticatedShop, id: number): Promise<OutboxMail | null> {
    const [row] = await this.db
      .select()
      .from(caughtMails)
      .where(and(eq(caughtMails.shopId, shop.id), eq(caughtMails.id, id)));
    if (!row) return null;
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      received_at: row.receivedAt.toISOString(),
      message_id: row.messageId,
      from: row.from,
      html: row.html,
      text: row.text,
      headers: row.headers,
    };
  }
}
