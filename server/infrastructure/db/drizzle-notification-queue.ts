import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isNotificationKind } from '../../../src/domain/notifications/merchant-notifications';
import {
  type ClaimedNotification,
  type DigestShop,
  type DigestShops,
  type NewNotification,
  type NotificationPayload,
  type NotificationQueue,
  type NotificationSkipReason,
} from '../../application/notifications/notification-queue.port';
import { USER_SETTINGS_DOCUMENT } from '../../application/settings/user-settings';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { merchantNotifications, shopDocuments, shops } from './schema';

interface ClaimRow {
  shop_id: string | number;
  key: string;
  kind: string;
  recipient: string;
  payload: unknown;
  due_at: string | Date;
  attempts: number | string;
}

function toClaimed(row: ClaimRow): ClaimedNotification | null {
  if (!isNotificationKind(row.kind)) return null;
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as NotificationPayload;
  return { shopId: Number(row.shop_id), key: row.key, kind: row.kind, recipient: row.recipient, payload, dueAt: new Date(row.due_at), attempts: Number(row.attempts) };
}

/**
 * merchant_notifications as a job queue (docs/product/notifications.md#sending), claimed as
 * collect_mails is (docs/decisions/0052-collect-mails-are-the-queue.md): due rows and rows whose
 * lease ran out, locked with SKIP LOCKED, leased to one worker.
 */
export class DrizzleNotificationQueue implements NotificationQueue {
  constructor(private readonly db: AppDatabase) {}

  async queue(shopId: number, notifications: readonly NewNotification[]): Promise<number> {
    if (notifications.length === 0) return 0;
    const inserted = await this.db
      .insert(merchantNotifications)
      .values(notifications.map((notification) => ({ shopId, ...notification })))
      .onConflictDoNothing()
      .returning({ key: merchantNotifications.key });
    return inserted.length;
  }

  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedNotification[]> {
    return this.db.transaction(async (tx) => {
      const nowText = now.toISOString();
      const claimed = await rowsOf<ClaimRow>(
        tx.execute(sql`
          update merchant_notifications m
          set state = 'sending', lease_owner = ${owner},
              lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = m.attempts + 1
          where (m.shop_id, m.key) in (
            select c.shop_id, c.key from merchant_notifications c
            where (c.state = 'scheduled' and c.due_at <= ${nowText}::timestamptz)
               or (c.state = 'sending' and c.lease_until < ${nowText}::timestamptz)
            order by c.due_at
            limit ${limit}
            for update skip locked)
          returning m.shop_id, m.key, m.kind, m.recipient, m.payload, m.due_at, m.attempts`),
      );
      return claimed.map(toClaimed).filter((mail): mail is ClaimedNotification => mail !== null);
    });
  }

  private owned(mail: ClaimedNotification, owner: string) {
    return and(
      eq(merchantNotifications.shopId, mail.shopId),
      eq(merchantNotifications.key, mail.key),
      eq(merchantNotifications.leaseOwner, owner),
      eq(merchantNotifications.state, 'sending'),
    );
  }

  markSent(mail: ClaimedNotification, owner: string, sentAt: Date, beforeCommit: () => Promise<void> = () => Promise.resolve()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(merchantNotifications)
        .set({ state: 'sent', sentAt, leaseOwner: null, leaseUntil: null, lastError: null })
        .where(this.owned(mail, owner))
        .returning({ key: merchantNotifications.key });
      if (updated.length > 0) await beforeCommit();
      return updated.length > 0;
    });
  }

  async reopen(mail: ClaimedNotification, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(merchantNotifications)
      .set({ state: retryAt ? 'scheduled' : 'failed', ...(retryAt ? { dueAt: retryAt } : {}), sentAt: null, lastError: error.slice(0, 500) })
      .where(and(eq(merchantNotifications.shopId, mail.shopId), eq(merchantNotifications.key, mail.key), eq(merchantNotifications.state, 'sent')));
  }

  async markSkipped(mail: ClaimedNotification, owner: string, reason: NotificationSkipReason): Promise<void> {
    await this.db
      .update(merchantNotifications)
      .set({ state: 'skipped', skipReason: reason, leaseOwner: null, leaseUntil: null })
      .where(this.owned(mail, owner));
  }

  async markFailed(mail: ClaimedNotification, owner: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(merchantNotifications)
      .set({ state: retryAt ? 'scheduled' : 'failed', ...(retryAt ? { dueAt: retryAt } : {}), lastError: error.slice(0, 500), leaseOwner: null, leaseUntil: null })
      .where(this.owned(mail, owner));
  }
}

/** Installed shops with their notification settings document, in id order, for the digest sweep. */
export class DrizzleDigestShops implements DigestShops {
  constructor(private readonly db: AppDatabase) {}

  async installedAfter(shopId: number, limit: number): Promise<readonly DigestShop[]> {
    const rows = await this.db
      .select({ shopId: shops.id, timeZone: shops.timeZone, accountEmail: shops.email, settingsDocument: shopDocuments.data })
      .from(shops)
      .leftJoin(shopDocuments, and(eq(shopDocuments.shopId, shops.id), eq(shopDocuments.kind, USER_SETTINGS_DOCUMENT)))
      .where(and(gt(shops.id, shopId), isNull(shops.uninstalledAt)))
      .orderBy(shops.id)
      .limit(limit);
    return rows.map((row) => ({ ...row, settingsDocument: row.settingsDocument ?? null }));
  }
}
