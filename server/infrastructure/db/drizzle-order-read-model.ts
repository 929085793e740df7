import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type OrderListItem } from '../../../src/domain/collect/collect-orders';
import { countsAgainstQuota, type OrderRequestState, orderRequestState, type CollectMailState, type SkipReason } from '../../../src/domain/collect/request-queue';
import { COLLECT_EMAIL_TYPES } from '../../../src/domain/collect/collect-emails';
import { REVIEW_SOURCE_EMAIL_REQUEST } from '../../../src/domain/reviews/review-filter-codes';
import {
  type CollectMailCounts,
  type ImportedOrder,
  type OrderListCriteria,
  type OrderListPage,
  type OrderReadModel,
  type OrderWrites,
} from '../../application/collect/order-read-model.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { orderItems, orders, products } from './schema';
import { rowsOf } from './raw-rows';

const QUOTA_TYPE_LIST = sql.raw(
  COLLECT_EMAIL_TYPES.filter(countsAgainstQuota)
    .map((type) => `'${type}'`)
    .join(', '),
);

interface OrderRow {
  id: string;
  name: string;
  customer_name: string;
  customer_email: string;
  placed_at: Date | string;
  fulfilled_at: Date | string | null;
  mail_state: string | null;
  due_at: Date | string | null;
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  skip_reason: string | null;
  last_error: string | null;
  reviewed: boolean;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const isoOf = (value: Date | string | null): string | null => dateOf(value)?.toISOString() ?? null;

/**
 * The orders list's read model (docs/product/collect-orders.md): each order with its newest request
 * e-mail (the lateral join reads collect_mails_shop_order_idx) and whether a review names it
 * (reviews_shop_order_idx). The state is computed in SQL for the filter by the same rule as the
 * domain's orderRequestState, which gives the answer's state.
 */
export class DrizzleOrderReadModel implements OrderReadModel, OrderWrites {
  constructor(private readonly db: AppDatabase) {}

  /** The orders `where` picks, with their facts and state (`everyOrder`: joins built for all of them, not a page). */
  private withState(shop: AuthenticatedShop, where: SQL, now: Date, quotaExhausted: boolean, everyOrder = false): SQL {
    return sql`
      select f.*, case
          when f.reviewed then 'reviewed'
          when f.mail_state is null then case when f.fulfilled_at is null then 'not_fulfilled' else 'not_scheduled' end
          when f.mail_state in ('scheduled', 'sending') then
            case when ${quotaExhausted} and f.due_at <= ${now.toISOString()}::timestamptz then 'waiting_quota' else 'scheduled' end
          when f.mail_state = 'sent' then case when f.opened_at is null then 'sent' else 'opened' end
          else f.mail_state
        end as request_state
      from (
        select o.id, o.name, o.customer_name, o.customer_email, o.placed_at, o.fulfilled_at,
          m.state as mail_state, m.due_at, m.sent_at, m.opened_at, m.skip_reason, m.last_error,
          ${everyOrder ? sql`rv.order_id is not null` : sql`exists (select 1 from reviews r where r.shop_id = o.shop_id and r.order_id = o.id)`} as reviewed
        from orders o
        ${everyOrder ? this.joinsForEveryOrder(shop) : this.joinsForAPage()}
        where o.shop_id = ${shop.id} and ${where}
      ) f`;
  }

  /** A page of orders: each one's newest request by the (shop_id, order_id) index. */
  private joinsForAPage(): SQL {
    return sql`
      left join lateral (
        select cm.state, cm.due_at, cm.sent_at, cm.opened_at, cm.skip_reason, cm.last_error
        from collect_mails cm
        where cm.shop_id = o.shop_id and cm.order_id = o.id and cm.step is not null
        order by cm.step desc
        limit 1
      ) m on true`;
  }

  /** Every order of the shop (a state filter): the newest requests and reviewed orders once each, hash-joined. */
  private joinsForEveryOrder(shop: AuthenticatedShop): SQL {
    return sql`
      left join (
        select distinct on (cm.order_id) cm.order_id, cm.state, cm.due_at, cm.sent_at, cm.opened_at, cm.skip_reason, cm.last_error
        from collect_mails cm
        where cm.shop_id = ${shop.id} and cm.order_id is not null and cm.step is not null
        order by cm.order_id, cm.step desc
      ) m on m.order_id = o.id
      left join (
        select distinct r.order_id from reviews r where r.shop_id = ${shop.id} and r.order_id is not null
      ) rv on rv.order_id = o.id`;
  }

  private criteriaWhere(criteria: OrderListCriteria): SQL {
    const parts: SQL[] = [sql`true`];
    if (criteria.placedFrom) parts.push(sql`o.placed_at >= ${criteria.placedFrom.toISOString()}::timestamptz`);
    if (criteria.placedBefore) parts.push(sql`o.placed_at < ${criteria.placedBefore.toISOString()}::timestamptz`);
    if (criteria.keyword !== '') {
      const keyword = criteria.keyword;
      parts.push(
        sql`(position(${keyword} in lower(o.name)) > 0 or position(${keyword} in lower(o.customer_name)) > 0 or position(${keyword} in lower(o.customer_email)) > 0)`,
      );
    }
    return sql.join(parts, sql` and `);
  }

  async list(shop: AuthenticatedShop, criteria: OrderListCriteria): Promise<OrderListPage> {
    const where = this.criteriaWhere(criteria);
    const stateFilter =
      criteria.states.length === 0 ? sql`true` : sql`s.request_state in (${sql.join(criteria.states.map((state) => sql`${state}`), sql`, `)})`;
    const withState = this.withState(shop, where, criteria.now, criteria.quotaExhausted, criteria.states.length > 0);
    const countAll = sql`select count(*) as total from (${withState}) s where ${stateFilter}`;
    if (criteria.states.length > 0) {
      // A state filter computes every order's state once: the page and its total in one pass.
      const rows = await rowsOf<OrderRow & { total: number | string }>(
        this.db.execute(sql`
          select s.*, count(*) over () as total from (${withState}) s where ${stateFilter}
          order by s.placed_at desc, s.id desc
          limit ${criteria.limit} offset ${criteria.offset}`),
      );
      const total = rows[0] ? Number(rows[0].total) : Number((await rowsOf<{ total: number | string }>(this.db.execute(countAll)))[0]?.total ?? 0);
      return { items: await this.toItems(shop, rows, criteria.now, criteria.quotaExhausted), total };
    }
    // Unfiltered by state: the newest-first index gives the page; the count reads the orders alone.
    const [rows, totals] = await Promise.all([
      rowsOf<OrderRow>(
        this.db.execute(sql`
          select s.* from (${withState}) s
          order by s.placed_at desc, s.id desc
          limit ${criteria.limit} offset ${criteria.offset}`),
      ),
      rowsOf<{ total: number | string }>(this.db.execute(sql`select count(*) as total from orders o where o.shop_id = ${shop.id} and ${where}`)),
    ]);
    return { items: await this.toItems(shop, rows, criteria.now, criteria.quotaExhausted), total: Number(totals[0]?.total ?? 0) };
  }

  async find(shop: AuthenticatedShop, ids: readonly string[], now: Date, quotaExhausted: boolean): Promise<readonly OrderListItem[]> {
    if (ids.length === 0) return [];
    const where = sql`o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
    const rows = await rowsOf<OrderRow>(this.db.execute(sql`select s.* from (${this.withState(shop, where, now, quotaExhausted)}) s order by s.placed_at desc, s.id desc`));
    return this.toItems(shop, rows, now, quotaExhausted);
  }

  private async toItems(shop: AuthenticatedShop, rows: readonly OrderRow[], now: Date, quotaExhausted: boolean): Promise<OrderListItem[]> {
    const items =
      rows.length === 0
        ? []
        : await this.db
            .select({ orderId: orderItems.orderId, title: orderItems.title })
            .from(orderItems)
            .where(and(eq(orderItems.shopId, shop.id), inArray(orderItems.orderId, rows.map((row) => row.id))))
            .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    return rows.map((row) => {
      const dueAt = dateOf(row.due_at);
      const state: OrderRequestState = orderRequestState(
        {
          fulfilled: row.fulfilled_at !== null,
          reviewed: Boolean(row.reviewed),
          latest: row.mail_state === null ? null : { state: row.mail_state as CollectMailState, dueMs: dueAt?.getTime() ?? 0, openedAt: dateOf(row.opened_at) },
          quotaExhausted,
        },
        now.getTime(),
      );
      return {
        id: row.id,
        name: row.name,
        customer_name: row.customer_name,
        customer_email: row.customer_email,
        products: items.filter((item) => item.orderId === row.id).map((item) => item.title),
        placed_at: isoOf(row.placed_at)!,
        fulfilled_at: isoOf(row.fulfilled_at),
        state,
        due_at: dueAt?.toISOString() ?? null,
        sent_at: isoOf(row.sent_at),
        skip_reason: state === 'skipped' ? ((row.skip_reason as SkipReason | null) ?? null) : null,
        error: state === 'failed' ? row.last_error : null,
      };
    });
  }

  async counts(shop: AuthenticatedShop, since: Date, now: Date): Promise<CollectMailCounts> {
    const sinceText = since.toISOString();
    const [sent, opened, reviews, orderTotal, pending] = await Promise.all([
      rowsOf<{ type: string; total: number | string }>(
        this.db.execute(sql`
          select type, count(*) as total from collect_mails
          where shop_id = ${shop.id} and state = 'sent' and sent_at >= ${sinceText}::timestamptz
          group by type`),
      ),
      rowsOf<{ total: number | string }>(
        this.db.execute(sql`
          select count(*) as total from collect_mails
          where shop_id = ${shop.id} and type = 'request_1' and opened_at >= ${sinceText}::timestamptz`),
      ),
      rowsOf<{ total: number | string }>(
        this.db.execute(sql`
          select count(*) as total from reviews
          where shop_id = ${shop.id} and source = ${REVIEW_SOURCE_EMAIL_REQUEST} and commented_at >= ${sinceText}::timestamptz`),
      ),
      rowsOf<{ total: number | string }>(this.db.execute(sql`select count(*) as total from orders where shop_id = ${shop.id}`)),
      rowsOf<{ scheduled: number | string; due: number | string }>(
        this.db.execute(sql`
          select count(*) as scheduled,
            count(*) filter (where due_at <= ${now.toISOString()}::timestamptz and type in (${QUOTA_TYPE_LIST})) as due
          from collect_mails where shop_id = ${shop.id} and state in ('scheduled', 'sending')`),
      ),
    ]);
    return {
      sentByType: Object.fromEntries(sent.map((row) => [row.type, Number(row.total)])),
      requestsOpened: Number(opened[0]?.total ?? 0),
      reviewsFromEmails: Number(reviews[0]?.total ?? 0),
      orders: Number(orderTotal[0]?.total ?? 0),
      scheduled: Number(pending[0]?.scheduled ?? 0),
      dueNow: Number(pending[0]?.due ?? 0),
    };
  }

  // ── Writes ────────────────────────────────────────────────────────────────────────────────

  async upsert(shop: AuthenticatedShop, imported: readonly ImportedOrder[]): Promise<void> {
    if (imported.length === 0) return;
    await this.db
      .insert(orders)
      .values(
        imported.map((order) => ({
          shopId: shop.id,
          id: order.id,
          name: order.name,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          customerLocale: order.customerLocale,
          totalPrice: order.totalPrice,
          placedAt: order.placedAt,
          fulfilledAt: order.fulfilledAt,
          cancelledAt: order.cancelledAt,
        })),
      )
      .onConflictDoUpdate({
        target: [orders.shopId, orders.id],
        set: {
          name: sql`excluded.name`,
          customerName: sql`excluded.customer_name`,
          customerEmail: sql`excluded.customer_email`,
          customerLocale: sql`excluded.customer_locale`,
          totalPrice: sql`excluded.total_price`,
          fulfilledAt: sql`coalesce(excluded.fulfilled_at, ${orders.fulfilledAt})`,
          cancelledAt: sql`excluded.cancelled_at`,
        },
      });
    const ids = imported.map((order) => order.id);
    await this.db.delete(orderItems).where(and(eq(orderItems.shopId, shop.id), inArray(orderItems.orderId, ids)));
    const items = imported.flatMap((order) =>
      order.items.map((item, position) => ({ shopId: shop.id, orderId: order.id, position, productId: item.productId, title: item.title, quantity: item.quantity })),
    );
    if (items.length > 0) await this.db.insert(orderItems).values(items);
  }

  async needingRequest(shop: AuthenticatedShop, ids: readonly string[]): Promise<readonly string[]> {
    if (ids.length === 0) return [];
    const rows = await rowsOf<{ id: string }>(
      this.db.execute(sql`
        select o.id from orders o
        where o.shop_id = ${shop.id} and o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          and o.fulfilled_at is not null and o.cancelled_at is null
          and not exists (select 1 from reviews r where r.shop_id = o.shop_id and r.order_id = o.id)
          and not exists (select 1 from collect_mails m where m.shop_id = o.shop_id and m.order_id = o.id)
        order by o.placed_at, o.id`),
    );
    return rows.map((row) => row.id);
  }

  async highestOrderNumber(shop: AuthenticatedShop): Promise<number | null> {
    const rows = await rowsOf<{ highest: number | string | null }>(
      this.db.execute(sql`
        select max(cast(substring(name from 2) as bigint)) as highest from orders
        where shop_id = ${shop.id} and name ~ '^#[0-9]{1,9}$'`),
    );
    const highest = rows[0]?.highest;
    return highest === null || highest === undefined ? null : Number(highest);
  }

  async catalogProducts(shop: AuthenticatedShop, limit: number): Promise<readonly { readonly id: string; readonly title: string }[]> {
    return this.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.status, 'ACTIVE')))
      .orderBy(asc(products.title), asc(products.id))
      .limit(limit);
  }
}
