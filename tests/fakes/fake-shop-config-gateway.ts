import { type ShopConfigGateway } from '../../src/application/settings/shop-config-gateway.port';
import { type ShopConfigEntries } from '../../src/contracts/shop-config.contract';

/** The shop's config flags in memory; saves merge into them. Set `failure` to make every call fail. */
export class FakeShopConfigGateway implements ShopConfigGateway {
  failure: Error | null = null;
  readonly saves: Readonly<Record<string, string>>[] = [];

  constructor(public entries: ShopConfigEntries = {}) {}

  configs(): Promise<ShopConfigEntries> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve({ ...this.entries });
  }

  save(changes: Readonly<Record<string, string>>): Promise<ShopConfigEntries> {
    if (this.failure) return Promise.reject(this.failure);
    this.saves.push({ ...changes });
    this.entries = { ...this.entries, ...changes };
    return Promise.resolve({ ...this.entries });
  }
}
