import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type PromoWidgetsGateway } from '../../application/display/promo-widgets-gateway.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';
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
    @inject(TOKENS.PromoWidgetsGateway) private readonly gateway: PromoWidgetsGateway,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const settings = await this.gateway.orderReview();
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
