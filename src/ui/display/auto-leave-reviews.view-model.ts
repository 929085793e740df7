import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';
import { getAutoLeaveReviewSetting } from '../../contracts/promo-widgets.contract';
import { type OrderReviewPlacement, placementEditorUrl, placementState, type PlacementState } from '../../domain/collect/order-review-placements';
import { type OrderReviewSettings } from '../../domain/storefront/promo-widget-settings';

/**
 * /collect/auto_leave_reviews: the order review prompt's two placements, each with its state and
 * the editor where the merchant adds it (docs/product/collect-auto.md#placements).
 */
@injectable()
export class AutoLeaveReviewsViewModel {
  settings: OrderReviewSettings | null = null;
  status: 'loading' | 'loaded' | 'failed' = 'loading';

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
  ) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const settings = await this.client.call(getAutoLeaveReviewSetting, {});
      runInAction(() => {
        this.settings = settings;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  stateOf(placement: OrderReviewPlacement): PlacementState | null {
    return this.settings ? placementState(this.settings, placement) : null;
  }

  /** Null until the shop is known (the session loads before any screen, so rarely). */
  editorUrl(placement: OrderReviewPlacement): string | null {
    const domain = this.session.shop?.domain;
    return domain ? placementEditorUrl(domain, placement) : null;
  }
}
