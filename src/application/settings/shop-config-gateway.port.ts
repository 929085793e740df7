import { type ShopConfigEntries } from '../../contracts/shop-config.contract';

/** The shop's config flags (docs/product/settings.md). Failures reject with an ApiError. */
export interface ShopConfigGateway {
  /** Every flag, defaults applied. */
  configs(): Promise<ShopConfigEntries>;
  /** Saves the given flags together; resolves with every flag after the save. */
  save(changes: Readonly<Record<string, string>>): Promise<ShopConfigEntries>;
}
