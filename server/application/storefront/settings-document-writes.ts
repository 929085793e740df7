import { switchesWidgetOn } from '../../../src/domain/storefront/widget-registry';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type DocumentChanges, type SaveOptions, type WidgetSettingsSaver } from '../shared/widget-settings-saver.port';
import { type StorefrontSyncQueue } from './storefront-sync-queue.port';
import { type WidgetAllowance } from './widget-allowance.port';

/** What a widget settings save writes in its transaction. */
export interface WidgetSettingsWrites {
  readonly settings: SettingsRepository;
  readonly queue: StorefrontSyncQueue;
  readonly allowance: WidgetAllowance;
}

/** The first field sent that switches a widget on, if any: only such a change can go past the plan's allowance. */
function switchTurnedOn(documents: DocumentChanges): string | null {
  for (const [kind, fields] of documents) {
    const field = Object.keys(fields).find((key) => switchesWidgetOn(kind, key, fields[key]));
    if (field) return field;
  }
  return null;
}

/**
 * Merges the fields sent into each document and queues the storefront sync they call for, all in the caller's
 * transaction; a change switching on more widgets than the plan allows throws, so nothing lands.
 */
export async function mergeAndQueue(writes: WidgetSettingsWrites, shop: AuthenticatedShop, documents: DocumentChanges, options: SaveOptions = {}): Promise<void> {
  const switchField = switchTurnedOn(documents);
  const before = switchField ? await writes.allowance.switchedOn(shop) : 0;
  for (const [kind, fields] of documents) await writes.settings.mergeDocument(shop, kind, fields);
  if (switchField) await writes.allowance.ensureWithin(shop, before, switchField);
  await queueStorefrontChange(writes.queue, shop.id, { kind: 'settings', documents: documents.map(([kind]) => kind), productPages: options.productPages });
}

/** Saves one settings document and queues it in one transaction, then answers the whole settings object as read back. */
export async function saveSettingsDocument<T>(
  transactions: Transactions<WidgetSettingsWrites>,
  shop: AuthenticatedShop,
  change: readonly [kind: string, fields: Readonly<Record<string, unknown>>],
  readBack: (shop: AuthenticatedShop) => Promise<T>,
  options: SaveOptions = {},
): Promise<T> {
  await transactions.run((writes) => mergeAndQueue(writes, shop, [change], options));
  return readBack(shop);
}

/** The storefront's WidgetSettingsSaver: each save in a transaction of its own. */
export class TransactionalWidgetSettingsSaver implements WidgetSettingsSaver {
  constructor(private readonly transactions: Transactions<WidgetSettingsWrites>) {}

  save(shop: AuthenticatedShop, documents: DocumentChanges, options: SaveOptions = {}): Promise<void> {
    return this.transactions.run((writes) => mergeAndQueue(writes, shop, documents, options));
  }
}
