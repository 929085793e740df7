import { type SessionTokenSource } from '../../application/platform/session-token-source.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { type ShopifyGlobal } from './shopify-global';

/** The Shopify session token (`shopify.idToken()`); a failure is shown as a toast (docs/product/errors.md "Bridge token failure"). */
export class AppBridgeSessionTokenSource implements SessionTokenSource {
  readonly available = true;

  constructor(
    private readonly shopify: ShopifyGlobal,
    private readonly toaster: Toaster,
  ) {}

  async idToken(): Promise<string> {
    try {
      return await this.shopify.idToken();
    } catch (error) {
      this.toaster.show({ content: error instanceof Error ? error.message : String(error), error: true });
      throw error;
    }
  }
}
