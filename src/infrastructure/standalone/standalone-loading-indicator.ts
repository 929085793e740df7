import { inject, injectable } from 'inversify';
import { type LoadingIndicator } from '../../application/platform/loading-indicator.port';
import { OverlayStore } from '../../application/shell/overlay-store';

/** Outside the Shopify admin, the loading bar is Polaris' `Loading`, shown while the overlay store counts a load. */
@injectable()
export class StandaloneLoadingIndicator implements LoadingIndicator {
  constructor(@inject(OverlayStore) private readonly overlays: OverlayStore) {}

  start(): void {
    this.overlays.startLoading();
  }

  stop(): void {
    this.overlays.stopLoading();
  }
}
