import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { COLLECT_EMAIL_TYPES, type CollectEmailType, type ReviewRequestStep } from '../../../src/domain/collect/collect-emails';
import { PLAN_ID_ENTERPRISE_YEARLY } from '../../../src/domain/plans/plan-catalog';
import { emailSendQuotaForPlan, nextEmailQuotaReset, UNLIMITED_EMAIL_QUOTA } from '../../../src/domain/plans/email-quota';
import { countsAgainstQuota, type SkipReason } from '../../../src/domain/collect/request-queue';
import { DEFAULT_SPENDING_LIMIT } from '../../../src/domain/plans/billing';
import { USAGE_EMAIL_BLOCK, USAGE_EMAIL_BLOCK_PRICE_CENTS, usageBlocksToBuy } from '../../../src/domain/plans/email-usage-charges';
import { BILLING_DOCUMENT, billingPreferencesOf } from '../../application/billing/billing-preferences';
import {
  type ClaimedMail,
  type CollectMailQueue,
  type CollectMailWrites,
  type NewCollectMail,
} from '../../application/collect/collect-mail-queue.port';
import { type AppDatabase } from './database';
import { billingCharges, billingUsageRecords, collectMails, shopDocuments, shops } from './schema';
import { rowsOf } from './raw-rows';

const QUOTA_TYPES = COLLECT_EMAIL_TYPES.filter(countsAgainstQuota);
// Plan ids run from 1 to the last one the catalogue names (src/domain/plans/plan-catalog.ts).
const PLAN_IDS = Array.from({ length: PLAN_ID_ENTERPRISE_YEARLY }, (_, index) => index + 1);

/** The plan's quota as SQL, from the domain's table: -1 for no limit. */
const QUOTA_OF_PLAN = sql.raw(
  `case s.pricing_plan_id ${PLAN_IDS.map((id) => `when ${id} then ${emailSendQuotaForPlan(id)}`).join(' ')} else ${UNLIMITED_EMAIL_QUOTA} end`,
);
const QUOTA_TYPE_LIST = sql.raw(QUOTA_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * The shop's usage-charge switch is on, its active subscription has a usage line to bill, and its
 * spending limit (USD, default when unset or not a positive number) leaves room for one more
 * block: its e-mails past the quota may go
 * (docs/product/plans-and-limits.md#spending-limit-and-usage-charges). The claim decides exactly.
 */
const HAS_USAGE_LINE = `exists (select 1 from billing_charges c where c.shop_id = s.id and c.status = 'active' and c.usage_line_item_id <> '')`;
const MAY_BUY_USAGE = sql.raw(`${HAS_USAGE_LINE} and exists (
  select 1 from shop_documents d
  where d.shop_id = s.id and d.kind = '${BILLING_DOCUMENT}'
    and lower(trim(d.data->>'is_enabled_usage_charge')) in ('1', 'true')
    and (s.email_quota_extra / ${USAGE_EMAIL_BLOCK} + 1) * ${USAGE_EMAIL_BLOCK_PRICE_CENTS} <= 100 * coalesce(
      case when d.data->>'max_spending_limit' ~ '^\\s*[0-9]+(\\.[0-9]+)?\\s*$' then nullif(trim(d.data->>'max_spending_limit')::numeric, 0) end,
      ${DEFAULT_SPENDING_LIMIT}))`);

interface ClaimRow {
  shop_id: string | number;
  domain: string;
  key: string;
  type: string;
  order_id: string | null;
  review_id: string | number | null;
  step: number | null;
  recipient: string;
  attempts: number | string;
}

/**
 * collect_mails as a job queue (docs/decisions/0052-collect-mails-are-the-queue.md). The claim
 * locks due rows with SKIP LOCKED, so two processes never lease the same e-mail; the shop rows of
 * quota-counted e-mails are locked too, so two claims never spend the same quota.
 */
export class DrizzleCollectMailQueue implements CollectMailQueue, CollectMailWrites {
  constructor(private readonly db: AppDatabase) {}

  async schedule(shopId: number, mails: readonly NewCollectMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const inserted = await this.db
      .insert(collectMails)
      .values(mails.map(({ skipReason, ...mail }) => ({ shopId, ...mail, ...(skipReason ? { state: 'skipped', skipReason } : {}) })))
      .onConflictDoNothing()
      .returning({ key: collectMails.key });
    return inserted.length;
  }

  async bringForward(shopId: number, orderIds: readonly string[], now: Date): Promise<readonly string[]> {
    if (orderIds.length === 0) return [];
    const moved = await this.db
      .update(collectMails)
      .set({ dueAt: now })
      .where(and(eq(collectMails.shopId, shopId), inArray(collectMails.orderId, [...orderIds]), eq(collectMails.state, 'scheduled')))
      .returning({ orderId: collectMails.orderId });
    return [...new Set(moved.map((row) => row.orderId ?? ''))].filter(Boolean);
  }

  async markOpened(shopId: number, orderId: string, at: Date): Promise<void> {
    await this.db
      .update(collectMails)
      .set({ openedAt: at })
      .where(and(eq(collectMails.shopId, shopId), eq(collectMails.orderId, orderId), eq(collectMails.state, 'sent'), sql`${collectMails.openedAt} is null`));
  }

  async skipWaiting(shopId: number, orderIds: readonly string[], reason: SkipReason): Promise<number> {
    if (orderIds.length === 0) return 0;
    const skipped = await this.db
      .update(collectMails)
      .set({ state: 'skipped', skipReason: reason })
      .where(and(eq(collectMails.shopId, shopId), inArray(collectMails.orderId, [...orderIds]), eq(collectMails.state, 'scheduled')))
      .returning({ key: collectMails.key });
    return skipped.length;
  }

  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedMail[]> {
    return this.db.transaction(async (tx) => {
      const nowText = now.toISOString();
      const candidates = await rowsOf<{ shop_id: string | number; key: string; type: string }>(
        tx.execute(sql`
          select m.shop_id, m.key, m.type from collect_mails m
          join shops s on s.id = m.shop_id and s.uninstalled_at is null
          where ((m.state = 'scheduled' and m.due_at <= ${nowText}::timestamptz)
              or (m.state = 'sending' and m.lease_until < ${nowText}::timestamptz))
            and (m.type not in (${QUOTA_TYPE_LIST})
              or ${QUOTA_OF_PLAN} = ${UNLIMITED_EMAIL_QUOTA}
              or s.email_quota_used < ${QUOTA_OF_PLAN} + s.email_quota_extra
              or ${MAY_BUY_USAGE}
              or s.email_quota_reset_at is null or s.email_quota_reset_at <= ${nowText}::timestamptz)
          order by m.due_at
          limit ${limit}
          for update of m skip locked`),
      );
      if (candidates.length === 0) return [];
      const granted = await this.spendQuota(tx, candidates, now);
      if (granted.length === 0) return [];
      const keys = granted.map((row) => sql`(${Number(row.shop_id)}::bigint, ${row.key})`);
      const claimed = await rowsOf<ClaimRow>(
        tx.execute(sql`
          update collect_mails m
          set state = 'sending', lease_owner = ${owner},
              lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = m.attempts + 1
          from shops s
          where s.id = m.shop_id and (m.shop_id, m.key) in (${sql.join(keys, sql`, `)})
          returning m.shop_id, s.domain, m.key, m.type, m.order_id, m.review_id, m.step, m.recipient, m.attempts`),
      );
      return claimed.map(toClaimed);
    });
  }

  /**
   * Locks each shop with quota-counted candidates (in id order: no deadlock), grants what is left,
   * and buys blocks past the quota when the shop allows it: the usage records stay 'pending' until
   * the platform has them (RecordUsageChargesUseCase, after this transaction commits).
   */
  private async spendQuota(
    tx: AppDatabase,
    candidates: readonly { shop_id: string | number; key: string; type: string }[],
    now: Date,
  ): Promise<readonly { shop_id: string | number; key: string }[]> {
    const counted = new Map<number, number>();
    for (const row of candidates) {
      if (countsAgainstQuota(row.type as CollectEmailType)) counted.set(Number(row.shop_id), (counted.get(Number(row.shop_id)) ?? 0) + 1);
    }
    const allowance = new Map<number, number>();
    for (const shopId of [...counted.keys()].sort((a, b) => a - b)) {
      const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
      if (!shop) continue;
      const quota = emailSendQuotaForPlan(shop.pricingPlanId);
      const renewed = !shop.emailQuotaResetAt || shop.emailQuotaResetAt <= now;
      const used = renewed ? 0 : shop.emailQuotaUsed;
      const wanted = counted.get(shopId) ?? 0;
      let extra = renewed ? 0 : shop.emailQuotaExtra;
      if (quota !== UNLIMITED_EMAIL_QUOTA && wanted > quota + extra - used) {
        const [billing] = await tx
          .select({ data: shopDocuments.data })
          .from(shopDocuments)
          .where(and(eq(shopDocuments.shopId, shopId), eq(shopDocuments.kind, BILLING_DOCUMENT)));
        const preferences = billingPreferencesOf(billing?.data);
        // Only what the platform can bill is bought: a subscription with a usage line (none on Free or a yearly plan).
        const [usageLine] = await tx
          .select({ id: billingCharges.id })
          .from(billingCharges)
          .where(and(eq(billingCharges.shopId, shopId), eq(billingCharges.status, 'active'), ne(billingCharges.usageLineItemId, '')))
          .limit(1);
        const blocks = usageBlocksToBuy(wanted, {
          enabled: preferences.usageChargeEnabled && usageLine !== undefined,
          quota,
          used,
          extra,
          limitCents: Math.round(preferences.spendingLimit * 100),
        });
        if (blocks > 0) {
          await tx
            .insert(billingUsageRecords)
            .values(Array.from({ length: blocks }, () => ({ shopId, emails: USAGE_EMAIL_BLOCK, priceCents: USAGE_EMAIL_BLOCK_PRICE_CENTS })));
          extra += blocks * USAGE_EMAIL_BLOCK;
        }
      }
      const grant = quota === UNLIMITED_EMAIL_QUOTA ? wanted : Math.max(0, Math.min(wanted, quota + extra - used));
      allowance.set(shopId, grant);
      await tx
        .update(shops)
        .set({
          emailQuotaUsed: used + grant,
          emailQuotaExtra: extra,
          ...(renewed ? { emailQuotaResetAt: nextEmailQuotaReset(shop.installedAt, now) } : {}),
        })
        .where(eq(shops.id, shopId));
    }
    return candidates.filter((row) => {
      if (!countsAgainstQuota(row.type as CollectEmailType)) return true;
      const left = allowance.get(Number(row.shop_id)) ?? 0;
      if (left <= 0) return false;
      allowance.set(Number(row.shop_id), left - 1);
      return true;
    });
  }

  async markSent(mail: ClaimedMail, owner: string, sentAt: Date): Promise<boolean> {
    const updated = await this.db
      .update(collectMails)
      .set({ state: 'sent', sentAt, leaseOwner: null, leaseUntil: null, lastError: null })
      .where(and(this.keyOf(mail), eq(collectMails.leaseOwner, owner), eq(collectMails.state, 'sending')))
      .returning({ key: collectMails.key });
    return updated.length > 0;
  }

  markSkipped(mail: ClaimedMail, owner: string, reason: SkipReason): Promise<void> {
    return this.release(mail, owner, { state: 'skipped', skipReason: reason });
  }

  defer(mail: ClaimedMail, owner: string, until: Date): Promise<void> {
    return this.release(mail, owner, { state: 'scheduled', dueAt: until, attempts: 0 });
  }

  markFailed(mail: ClaimedMail, owner: string, error: string, retryAt: Date | null): Promise<void> {
    return this.release(mail, owner, {
        state: retryAt ? 'scheduled' : 'failed',
        ...(retryAt ? { dueAt: retryAt } : {}),
      lastError: error.slice(0, 500),
    });
  }

  reopen(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void> {
    return this.giveBack(mail, eq(collectMails.state, 'sent'), {
      state: retryAt ? 'scheduled' : 'failed',
      ...(retryAt ? { dueAt: retryAt } : {}),
      sentAt: null,
      lastError: error.slice(0, 500),
    });
  }

  /**
   * Ends the lease without a send, and gives back the quota the claim spent: only e-mails that
   * went count against the plan.
   */
  private release(mail: ClaimedMail, owner: string, values: Partial<typeof collectMails.$inferInsert>): Promise<void> {
    return this.giveBack(mail, and(eq(collectMails.leaseOwner, owner), eq(collectMails.state, 'sending')), values);
  }

  private giveBack(mail: ClaimedMail, held: SQL | undefined, values: Partial<typeof collectMails.$inferInsert>): Promise<void> {
    return this.db.transaction(async (tx) => {
      const released = await tx
        .update(collectMails)
        .set({ ...values, leaseOwner: null, leaseUntil: null })
        .where(and(this.keyOf(mail), held))
        .returning({ key: collectMails.key });
      if (released.length > 0 && countsAgainstQuota(mail.type)) {
        await tx
          .update(shops)
          .set({ emailQuotaUsed: sql`greatest(${shops.emailQuotaUsed} - 1, 0)` })
          .where(eq(shops.id, mail.shopId));
      }
    });
  }

  private keyOf(mail: ClaimedMail) {
    return and(eq(collectMails.shopId, mail.shopId), eq(collectMails.key, mail.key));
  }
}

function toClaimed(row: ClaimRow): ClaimedMail {
  return {
    shopId: Number(row.shop_id),
    shopDomain: row.domain,
    key: row.key,
    type: row.type as CollectEmailType,
    orderId: row.order_id,
    reviewId: row.review_id === null ? null : Number(row.review_id),
    step: row.step === null ? null : (Number(row.step) as ReviewRequestStep),
    recipient: row.recipient,
    attempts: Number(row.attempts),
  };
}
