import { calendarDateInZone } from '../../../src/domain/dates/zoned-calendar';
import { formatIsoDate } from '../../../src/domain/dates/calendar-date';
import { type BeaconEventType, type BeaconWidget } from '../../../src/contracts/storefront-paths';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type StorefrontStats, type VisitorKeys } from './storefront-stats.port';

export interface BeaconEvent {
  readonly type: BeaconEventType;
  readonly widget?: BeaconWidget | undefined;
}

/** The metric an event counts under. */
export function beaconMetric(event: BeaconEvent): string {
  return event.type === 'widget_impression' ? `widget_impression:${event.widget ?? ''}` : event.type;
}

/**
 * POST /proxy/beacon: counts page views and widget impressions on the shop's calendar day, and the
 * visitor once a day under a key that tells nothing about them (docs/product/storefront.md#beacon).
 */
export class RecordBeaconUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly stats: StorefrontStats,
    private readonly visitors: VisitorKeys,
    private readonly now: () => Date,
  ) {}

  async execute(shop: AuthenticatedShop, events: readonly BeaconEvent[], client: { readonly address: string; readonly userAgent: string }): Promise<{ readonly recorded: number }> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    const now = this.now();
    const date = calendarDateInZone(now, record.timeZone) ?? calendarDateInZone(now, 'UTC');
    const day = date ? formatIsoDate(date) : now.toISOString().slice(0, 10);
    const counts: Record<string, number> = {};
    for (const event of events) counts[beaconMetric(event)] = (counts[beaconMetric(event)] ?? 0) + 1;
    const visitorKey = await this.visitors.keyFor(shop.id, day, client.address, client.userAgent);
    await this.stats.record(shop, day, counts, visitorKey);
    return { recorded: events.length };
  }
}
