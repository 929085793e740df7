import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { QA_SETTINGS_DOCUMENT } from '../questions/qa-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type DocumentChanges, type SyncScope, type WidgetSettingsSaver } from '../shared/widget-settings-saver.port';
import { type StorefrontSyncQueue } from './storefront-sync-queue.port';
import { type WidgetAllowance } from './widget-allowance.port';

/** What a widget settings save writes in its transaction. */
export interface WidgetSettingsWrites {
  readonly settings: SettingsRepository;
  readonly queue: StorefrontSyncQueue;
  readonly allowance: WidgetAllowance;
}

const SHOP_ONLY: SyncScope = { shop: true };

/** The fields that switch a storefront widget on (docs/product/plan-permissions.md#widgets). */
const WIDGET_SWITCH_FIELDS: ReadonlySet<string> = new Set(['is_activate_reviews', 'is_qa_active', 'is_active_store_review', 'is_active', 'is_activate_home_reviews']);

/** Whether the field sent switches a widget on: '1', or 1 in the Q&A page's own document. */
function turnsOn(kind: string, key: string, value: unknown): boolean {
  return WIDGET_SWITCH_FIELDS.has(key) && (value === FLAG_ON || (kind === QA_SETTINGS_DOCUMENT && value === 1));
}

/** The first widget switch the change turns on, if any: only such a change can go past the plan's allowance. */
function switchTurnedOn(documents: DocumentChanges): string | null {
  for (const [kind, fields] of documents) {
    const field = Object.keys(fields).find((key) => turnsOn(kind, key, fields[key]));
    if (field) return field;
  }
  return null;
}

/**
 * Merges the fields sent into each document and queues what they change, all in the caller's
 * transaction; a change switching on more widgets than the plan allows throws, so nothing lands.
 */
export async function mergeAndQueue(writes: WidgetSettingsWrites, shop: AuthenticatedShop, documents: DocumentChanges, scope: SyncScope = SHOP_ONLY): Promise<void> {
  const switchField = switchTurnedOn(documents);
  const before = switchField ? await writes.allowance.switchedOn(shop) : 0;
  for (const [kind, fields] of documents) await writes.settings.mergeDocument(shop, kind, fields);
  if (switchField) await writes.allowance.ensureWithin(shop, before, switchField);
  if (scope.shop) await writes.queue.queueShop(shop.id);
  if (scope.reviewedProducts) await writes.queue.queueReviewedProducts(shop.id);
}

/** Saves one settings document and queues it in one transaction, then answers the whole settings object as read back. */
export async function saveSettingsDocument<T>(
  transactions: Transactions<WidgetSettingsWrites>,
  shop: AuthenticatedShop,
  change: readonly [kind: string, fields: Readonly<Record<string, unknown>>],
  readBack: (shop: AuthenticatedShop) => Promise<T>,
  scope: SyncScope = SHOP_ONLY,
): Promise<T> {
  await transactions.run((writes) => mergeAndQueue(writes, shop, [change], scope));
  return readBack(shop);
}

/** The storefront's WidgetSettingsSaver: each save in a transaction of its own. */
export class TransactionalWidgetSettingsSaver implements WidgetSettingsSaver {
  constructor(private readonly transactions: Transactions<WidgetSettingsWrites>) {}

  save(shop: AuthenticatedShop, documents: DocumentChanges, scope: SyncScope = SHOP_ONLY): Promise<void> {
    return this.transactions.run((writes) => mergeAndQueue(writes, shop, documents, scope));
  }
}
