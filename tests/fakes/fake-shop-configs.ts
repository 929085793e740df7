import { type RequestOf } from '../../src/contracts/contract';
import { getShopConfigs, saveShopConfig, type ShopConfigEntries } from '../../src/contracts/shop-config.contract';
import { FakeContractClient } from './fake-contract-client';

/**
 * The shop's config flags as the server keeps them: `answer(client)` answers get_shop_configs and
 * save_shop_config from `entries` (saves merge into them); `failure` makes the next calls reject.
 */
export class FakeShopConfigs {
  failure: Error | null = null;
  readonly saves: RequestOf<typeof saveShopConfig>[] = [];

  constructor(public entries: ShopConfigEntries = {}) {}

  /** Answers the two contracts on `client` (a new one when none is given) and returns it. */
  answer(client: FakeContractClient = new FakeContractClient()): FakeContractClient {
    return client
      .on(getShopConfigs, () => this.reply(() => ({ ...this.entries })))
      .on(saveShopConfig, (changes) =>
        this.reply(() => {
          this.saves.push({ ...changes });
          this.entries = { ...this.entries, ...changes };
          return { ...this.entries };
        }),
      );
  }

  private async reply<T>(work: () => T): Promise<T> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    return work();
  }
}
