import { type LoadingIndicator } from '../../application/platform/loading-indicator.port';
import { type ShopifyGlobal } from './shopify-global';

/** The admin's loading bar (`shopify.loading`), on while at least one caller has started and not stopped. */
export class AppBridgeLoadingIndicator implements LoadingIndicator {
  private count = 0;

  constructor(private readonly shopify: ShopifyGlobal) {}

  start(): void {
    this.count += 1;
    if (this.count === 1) this.shopify.loading(true);
  }

  stop(): void {
    if (this.count === 0) return;
    this.count -= 1;
    if (this.count === 0) this.shopify.loading(false);
  }
}
