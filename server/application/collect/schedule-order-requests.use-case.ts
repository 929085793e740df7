import { type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import { isDeliverableEmail } from '../../../src/domain/collect/unsubscribe';
import { firstRequestDue, reviewRequestKey, withinSendingHours } from '../../../src/domain/collect/request-queue';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type RequestScheduleReader } from './collect-ports.port';
import { type CollectMailWrites, type NewCollectMail } from './collect-mail-queue.port';
import { type OrderRecord, type OrderRepository } from './order-repository.port';
import { referralInviteAfterOrder } from '../../../src/domain/collect/referral-invites';
import { inviteRow, type ReferralInviteSettings } from './referral-invite-settings';

export interface ScheduleWrites {
  readonly orders: OrderRepository;
  readonly mails: CollectMailWrites;
}

/** A shop's request plan, read once outside a transaction and applied inside one. */
export interface RequestPlan {
  queue(mails: CollectMailWrites, shopId: number, order: OrderRecord, now: Date): Promise<ScheduleOutcome>;
}

/** What the webhook handler needs: the plan of the shop a delivery names (null: unknown shop). */
export interface OrderRequestPlanner {
  planFor(shopDomain: string): Promise<RequestPlan | null>;
}

export type ScheduleOutcome = 'scheduled' | 'already_queued' | 'not_fulfilled' | 'no_email' | 'cancelled' | 'requests_off' | 'not_found';

/**
 * Queues an order's review request (docs/product/collect.md#sending), and with a webhook's order its
 * customer's referral invite (docs/product/referral-invites.md): once per order (the key),
 * its trigger event plus the request's days later, in daytime; an order whose day has passed
 * (past orders, a late fulfilment) goes at the next daytime. Reminders are queued by the worker
 * when the previous e-mail went.
 */
export class ScheduleOrderRequestsUseCase implements OrderRequestPlanner {
  constructor(
    private readonly writes: Transactions<ScheduleWrites>,
    private readonly shops: Pick<ShopRepository, 'findById' | 'findByDomain'>,
    private readonly schedules: RequestScheduleReader,
    /** The referral invite after an order, queued at the same moment (docs/product/referral-invites.md). */
    private readonly referralInvites: Pick<ReferralInviteSettings, 'read'> | null = null,
  ) {}

  async planFor(shopDomain: string): Promise<RequestPlan | null> {
    const record = await this.shops.findByDomain(shopDomain);
    if (!record) return null;
    const shop = { id: record.id, domain: record.domain };
    const [schedule, invites] = await Promise.all([this.schedules.read(shop), this.referralInvites?.read(shop) ?? null]);
    return {
      queue: async (mails, shopId, order, now) => {
        const invite = invites && referralInviteAfterOrder(invites, { ...order, customerId: order.customerId ?? null, email: order.customerEmail }, schedule.triggerEvent, record.timeZone, now.getTime());
        if (invite) await mails.schedule(shopId, [inviteRow(invite, { orderId: order.id, reviewId: null }, order.customerEmail)]);
        const mail = requestFor(order, schedule, record.timeZone, now, false);
        if (typeof mail === 'string') return mail;
        return (await mails.schedule(shopId, [mail])) > 0 ? 'scheduled' : 'already_queued';
      },
    };
  }

  async forOrder(shop: AuthenticatedShop, orderId: string, now: Date, options: { readonly dueNow?: boolean } = {}): Promise<ScheduleOutcome> {
    const [schedule, timeZone] = await Promise.all([this.schedules.read(shop), this.timeZoneOf(shop)]);
    return this.writes.run(async ({ orders, mails }) => {
      const order = await orders.find(shop.id, orderId);
      if (!order) return 'not_found';
      const mail = requestFor(order, schedule, timeZone, now, options.dueNow ?? false);
      if (typeof mail === 'string') return mail;
      return (await mails.schedule(shop.id, [mail])) > 0 ? 'scheduled' : 'already_queued';
    });
  }

  /** "Send now": waiting e-mails are due at once; a fulfilled order with none gets its request now. */
  async sendNow(shop: AuthenticatedShop, orderIds: readonly string[], now: Date): Promise<{ readonly queued: number }> {
    const moved = await this.writes.run(({ mails }) => mails.bringForward(shop.id, orderIds, now));
    const rest = orderIds.filter((id) => !moved.includes(id));
    let queued = moved.length;
    for (const orderId of rest) {
      if ((await this.forOrder(shop, orderId, now, { dueNow: true })) === 'scheduled') queued += 1;
    }
    return { queued };
  }

  /** "Skip": waiting e-mails are skipped, and an order with none yet will get none. */
  async skip(shop: AuthenticatedShop, orderIds: readonly string[], now: Date): Promise<{ readonly skipped: number }> {
    return this.writes.run(async ({ orders, mails }) => {
      let skipped = await mails.skipWaiting(shop.id, orderIds, 'skipped_by_merchant');
      for (const orderId of orderIds) {
        const order = await orders.find(shop.id, orderId);
        if (!order) continue;
        skipped += await mails.schedule(shop.id, [{ ...requestRow(order, now), skipReason: 'skipped_by_merchant' }]);
      }
      return { skipped };
    });
  }

  private async timeZoneOf(shop: AuthenticatedShop): Promise<string> {
    return (await this.shops.findById(shop.id))?.timeZone ?? 'UTC';
  }
}

function requestRow(order: OrderRecord, dueAt: Date): NewCollectMail {
  return { key: reviewRequestKey(order.id, 1), type: 'request_1', orderId: order.id, reviewId: null, step: 1, recipient: order.customerEmail, dueAt };
}

function requestFor(
  order: OrderRecord,
  schedule: RequestSchedule,
  timeZone: string,
  now: Date,
  dueNow: boolean,
): NewCollectMail | Exclude<ScheduleOutcome, 'scheduled' | 'already_queued' | 'not_found'> {
  if (order.cancelledAt) return 'cancelled';
  if (!isDeliverableEmail(order.customerEmail)) return 'no_email';
  if (!schedule.steps.some((entry) => entry.step === 1)) return 'requests_off';
  if (dueNow) return requestRow(order, now);
  const due = firstRequestDue(order, schedule, timeZone);
  if (due === null) return 'not_fulfilled';
  return requestRow(order, new Date(Math.max(due, withinSendingHours(now.getTime(), timeZone))));
}
