import { sql } from 'drizzle-orm';
import { type ComplianceFacts } from '../../../src/domain/compliance/compliance-facts';
import { AUDIT_WINDOW_DAYS, BURST_MIN_REVIEWS, BURST_WINDOW_HOURS, LOW_RATING_MAX } from '../../../src/domain/compliance/compliance-rules';
import { AFFECTED_IDS_MAX } from '../../../src/domain/compliance/findings';
import { VERIFICATION_NOTICE_DOCUMENT, verificationNoticeFrom } from '../../../src/domain/compliance/verification-notice';
import { REVIEW_DISCOUNT_TYPES } from '../../../src/domain/collect/review-discount';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { ratingSummary } from '../../../src/domain/storefront/storefront-review';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { readAllReviewDiscountSettings } from '../../application/collect/review-discount-settings';
import { type ComplianceFactsSource, type FeedCoverageSource } from '../../application/compliance/compliance-ports.port';
import { type SettingsRepository } from '../../application/settings/settings-repository.port';
import { readReviewWidgetSettings } from '../../application/settings/review-widget-settings-store';
import { readNotificationSettings } from '../../application/settings/user-settings';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShopRepository } from '../../application/shops/shop-repository.port';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';

/** How mail leaves this server (MAIL_FROM, SMTP_URL, DKIM_DOMAIN): the same for every shop. */
export interface MailFacts {
  readonly delivery: 'smtp' | 'caught';
  readonly from: string;
  readonly dkimDomain: string | null;
}

/** Candidate rows a rule reads are capped: a finding lists AFFECTED_IDS_MAX ids, its count says how many. */
const CANDIDATES_MAX = 1000;

type Ids = { id: number | string }[];
const ids = (rows: Ids): number[] => rows.map((row) => Number(row.id));

/**
 * The compliance auditor's read model (docs/product/compliance-auditor.md#facts): every query
 * scoped by the authenticated shop, each narrowed in SQL to the rows a rule may report.
 */
export class DrizzleComplianceFacts implements ComplianceFactsSource {
  constructor(
    private readonly db: AppDatabase,
    private readonly parts: { readonly shops: ShopRepository; readonly settings: SettingsRepository; readonly feed: FeedCoverageSource; readonly mail: MailFacts },
  ) {}

  async read(shop: AuthenticatedShop, now: Date): Promise<ComplianceFacts> {
    const since = new Date(now.getTime() - AUDIT_WINDOW_DAYS * MS_PER_DAY).toISOString();
    const record = await this.parts.shops.get(shop);
    const [discounts, widget, notification, noticeDocument, feed] = await Promise.all([
      readAllReviewDiscountSettings(this.parts.settings, shop),
      readReviewWidgetSettings(this.parts.settings, shop),
      readNotificationSettings(this.parts.settings, shop, record?.email ?? ''),
      this.parts.settings.readDocument(shop, VERIFICATION_NOTICE_DOCUMENT),
      this.parts.feed.coverage(shop),
    ]);
    const staffEmails = [...new Set([record?.email ?? '', ...notification.notification_emails].map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
    const domains = [...new Set([record?.customDomain ?? '', shop.domain].map((domain) => domain.trim().toLowerCase().replace(/^www\./, '')).filter((domain) => domain !== ''))];
    return {
      incentives: await this.incentives(shop, since, REVIEW_DISCOUNT_TYPES.some((type) => isFlagOn(discounts[type].is_enabled))),
      requests: await this.requests(shop, since),
      moderation: { autoPublishMinRating: widget.auto_publish_min_rating, ...(await this.moderation(shop)) },
      insiders: { staffEmails, domains, candidates: await this.insiderCandidates(shop, staffEmails, domains) },
      verifiedWithoutOrder: ids(
        await rowsOf<{ id: number }>(
          this.db.execute(sql`
            select r.id from reviews r
            where r.shop_id = ${shop.id} and r.verified
              and (r.order_id is null or not exists (select 1 from orders o where o.shop_id = r.shop_id and o.id = r.order_id))
            order by r.id limit ${CANDIDATES_MAX}`),
        ),
      ),
      duplicateGroups: await this.duplicates(shop),
      bursts: await this.bursts(shop),
      storefront: {
        reviewsShown: isFlagOn(widget.is_activate_reviews),
        verificationNotice: (() => {
          const notice = verificationNoticeFrom(noticeDocument);
          return { enabled: isFlagOn(notice.is_enabled), text: notice.text };
        })(),
        jsonLdOn: isFlagOn(widget.is_show_google_snippet),
        jsonLd: await this.jsonLd(shop),
      },
      feed,
      mail: {
        delivery: this.parts.mail.delivery,
        senderDomain: this.parts.mail.from.split('@')[1] ?? '',
        dkimDomain: this.parts.mail.dkimDomain,
        marketingWithoutListUnsubscribe: await this.marketingWithoutListUnsubscribe(shop, since),
      },
    };
  }

  /** Collected (not imported) reviews of the window by rating band, and the codes review_discounts holds for them. */
  private async incentives(shop: AuthenticatedShop, since: string, discountsEnabled: boolean): Promise<ComplianceFacts['incentives']> {
    const [bands] = await rowsOf<{ low: number | string; low_discounted: number | string; high: number | string; high_discounted: number | string }>(
      this.db.execute(sql`
        select count(*) filter (where r.rating <= ${LOW_RATING_MAX}) as low,
               count(d.review_id) filter (where r.rating <= ${LOW_RATING_MAX}) as low_discounted,
               count(*) filter (where r.rating > ${LOW_RATING_MAX}) as high,
               count(d.review_id) filter (where r.rating > ${LOW_RATING_MAX}) as high_discounted
        from reviews r left join review_discounts d on d.shop_id = r.shop_id and d.review_id = r.id
        where r.shop_id = ${shop.id} and r.imported_at is null and r.commented_at >= ${since}::timestamptz`),
    );
    const lowWithoutDiscount = await rowsOf<{ id: number }>(
      this.db.execute(sql`
        select r.id from reviews r
        where r.shop_id = ${shop.id} and r.imported_at is null and r.commented_at >= ${since}::timestamptz and r.rating <= ${LOW_RATING_MAX}
          and not exists (select 1 from review_discounts d where d.shop_id = r.shop_id and d.review_id = r.id)
        order by r.id limit ${CANDIDATES_MAX}`),
    );
    const discountedUnlabelled = await rowsOf<{ id: number }>(
      this.db.execute(sql`
        select r.id from reviews r join review_discounts d on d.shop_id = r.shop_id and d.review_id = r.id
        where r.shop_id = ${shop.id} and not r.incentivized order by r.id limit ${CANDIDATES_MAX}`),
    );
    return {
      discountsEnabled,
      low: { reviews: Number(bands?.low ?? 0), discounted: Number(bands?.low_discounted ?? 0) },
      high: { reviews: Number(bands?.high ?? 0), discounted: Number(bands?.high_discounted ?? 0) },
      lowWithoutDiscount: ids(lowWithoutDiscount),
      discountedUnlabelled: ids(discountedUnlabelled),
    };
  }

  private async requests(shop: AuthenticatedShop, since: string): Promise<ComplianceFacts['requests']> {
    const skipped = await rowsOf<{ order_id: string }>(
      this.db.execute(sql`
        select distinct order_id from collect_mails
        where shop_id = ${shop.id} and state = 'skipped' and skip_reason = 'skipped_by_merchant' and order_id is not null and created_at >= ${since}::timestamptz
        order by order_id limit ${CANDIDATES_MAX}`),
    );
    const [sent] = await rowsOf<{ sent: number | string }>(
      this.db.execute(sql`select count(*) as sent from collect_mails where shop_id = ${shop.id} and sent_at >= ${since}::timestamptz and order_id is not null`),
    );
    return { skippedByMerchant: skipped.map((row) => row.order_id), sent: Number(sent?.sent ?? 0) };
  }

  /** Hidden reviews with the reason they carry (or their trail's latest), deleted ones from the trail; published counts by band. */
  private async moderation(shop: AuthenticatedShop): Promise<Omit<ComplianceFacts['moderation'], 'autoPublishMinRating'>> {
    const hidden = await rowsOf<{ id: number | string; rating: number; reason: string | null; deleted: boolean }>(
      this.db.execute(sql`
        select r.id, r.rating, coalesce(r.moderation_reason, (
                 select e.reason from review_moderation_events e
                 where e.shop_id = r.shop_id and e.review_id = r.id and e.action = 'hide' order by e.at desc, e.id desc limit 1)) as reason,
               false as deleted
        from reviews r where r.shop_id = ${shop.id} and not r.published
        union all
        select e.review_id as id, e.rating, e.reason, true as deleted
        from review_moderation_events e
        where e.shop_id = ${shop.id} and e.action = 'delete'
          and not exists (select 1 from reviews r where r.shop_id = e.shop_id and r.id = e.review_id)
        limit ${CANDIDATES_MAX * 10}`),
    );
    const [published] = await rowsOf<{ low: number | string; high: number | string }>(
      this.db.execute(sql`
        select count(*) filter (where rating <= ${LOW_RATING_MAX}) as low, count(*) filter (where rating > ${LOW_RATING_MAX}) as high
        from reviews where shop_id = ${shop.id} and published`),
    );
    return {
      hidden: hidden.map((row) => ({ id: Number(row.id), rating: Number(row.rating), reason: row.reason, deleted: row.deleted === true })),
      published: { low: Number(published?.low ?? 0), high: Number(published?.high ?? 0) },
    };
  }

  private async insiderCandidates(shop: AuthenticatedShop, staffEmails: readonly string[], domains: readonly string[]): Promise<ComplianceFacts['insiders']['candidates']> {
    if (staffEmails.length === 0 && domains.length === 0) return [];
    const byAddress = staffEmails.length === 0 ? sql`false` : sql`lower(btrim(author_email)) in (${sql.join(staffEmails.map((email) => sql`${email}`), sql`, `)})`;
    const byDomain = domains.map((domain) => sql` or lower(btrim(author_email)) like ${`%@${domain}`} or lower(btrim(author_email)) like ${`%.${domain}`}`);
    const rows = await rowsOf<{ id: number | string; author_email: string }>(
      this.db.execute(sql`select id, author_email from reviews where shop_id = ${shop.id} and author_email <> '' and (${byAddress}${sql.join(byDomain, sql``)}) order by id limit ${CANDIDATES_MAX}`),
    );
    return rows.map((row) => ({ id: Number(row.id), email: row.author_email }));
  }

  /** Same author (e-mail, else name) and the same text, ignoring case and spacing. */
  private async duplicates(shop: AuthenticatedShop): Promise<ComplianceFacts['duplicateGroups']> {
    const rows = await rowsOf<{ ids: (number | string)[] | string }>(
      this.db.execute(sql`
        select array_agg(id order by id) as ids from reviews
        where shop_id = ${shop.id} and has_text
        group by coalesce(nullif(lower(btrim(author_email)), ''), author_search), lower(regexp_replace(btrim(body), '\\s+', ' ', 'g'))
        having count(*) > 1 limit ${AFFECTED_IDS_MAX}`),
    );
    return rows.map((row) => arrayOfIds(row.ids));
  }

  /** A product's reviews written within BURST_WINDOW_HOURS of one another's first, at least BURST_MIN_REVIEWS. */
  private async bursts(shop: AuthenticatedShop): Promise<ComplianceFacts['bursts']> {
    const rows = await rowsOf<{ product_id: string; ids: (number | string)[] | string }>(
      this.db.execute(sql`
        select r.product_id, array_agg(w.id order by w.id) as ids
        from reviews r
        join reviews w on w.shop_id = r.shop_id and w.product_id = r.product_id
          and w.commented_at >= r.commented_at and w.commented_at < r.commented_at + make_interval(hours => ${BURST_WINDOW_HOURS})
        where r.shop_id = ${shop.id} and r.imported_at is null and w.imported_at is null
        group by r.product_id, r.id
        having count(*) >= ${BURST_MIN_REVIEWS}
        order by r.product_id, count(*) desc limit ${CANDIDATES_MAX}`),
    );
    const byProduct = new Map<string, number[]>();
    for (const row of rows) if (!byProduct.has(row.product_id)) byProduct.set(row.product_id, arrayOfIds(row.ids));
    return [...byProduct].map(([productId, reviewIds]) => ({ productId, reviewIds }));
  }

  /**
   * What each product's synced JSON-LD states against its published reviews now. Only development
   * store mode keeps the metafields here (in Shopify mode they are Shopify's); products in a product
   * group show the group's reviews, so they are left to the sync.
   */
  private async jsonLd(shop: AuthenticatedShop): Promise<ComplianceFacts['storefront']['jsonLd']> {
    const rows = await rowsOf<{ product_id: string; value: string; histogram: (number | string)[] | string | null }>(
      this.db.execute(sql`
        select m.owner_id as product_id, m.value,
               (select array[count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5)]
                from reviews r where r.shop_id = m.shop_id and r.product_id = m.owner_id and r.published) as histogram
        from storefront_metafields m
        where m.shop_id = ${shop.id} and m.namespace = '$app:starling' and m.key = 'first_page' and m.owner_id <> ''
          and not exists (select 1 from product_group_members g where g.shop_id = m.shop_id and g.product_id = m.owner_id)
        order by m.owner_id limit ${CANDIDATES_MAX}`),
    );
    return rows.map((row) => {
      const stated = statedAggregate(row.value);
      const histogram = arrayOfIds(row.histogram ?? []);
      const at = (index: number) => histogram[index] ?? 0;
      const summary = ratingSummary([at(0), at(1), at(2), at(3), at(4)]);
      return { productId: row.product_id, stated, published: { count: summary.count, average: summary.count === 0 ? '' : summary.average } };
    });
  }

  /** Review requests and reminders (message ids `<shop.order-…>`) the catcher caught without a List-Unsubscribe header. */
  private async marketingWithoutListUnsubscribe(shop: AuthenticatedShop, since: string): Promise<number> {
    const [row] = await rowsOf<{ missing: number | string }>(
      this.db.execute(sql`
        select count(*) as missing from caught_mails c
        where c.shop_id = ${shop.id} and c.received_at >= ${since}::timestamptz and c.message_id like ${`<${shop.id}.order-%`}
          and not exists (select 1 from jsonb_array_elements(c.headers) h where lower(h->>'name') = 'list-unsubscribe')`),
    );
    return Number(row?.missing ?? 0);
  }
}

/** PostgreSQL answers an array, PGlite may too; a text form '{1,2}' is read as well. */
function arrayOfIds(value: (number | string)[] | string): number[] {
  const items = typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter((item) => item !== '') : value;
  return items.map(Number);
}

function statedAggregate(value: string): { readonly count: number; readonly average: string } {
  try {
    const parsed = JSON.parse(value) as { json_ld?: { aggregateRating?: { reviewCount?: number; ratingValue?: string } } };
    const aggregate = parsed.json_ld?.aggregateRating;
    return { count: aggregate?.reviewCount ?? 0, average: aggregate?.ratingValue ?? '' };
  } catch {
    return { count: 0, average: '' };
  }
}
