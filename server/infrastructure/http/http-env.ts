import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShopRecord } from '../../application/shops/shop-repository.port';

/** What middlewares put on a request's context for the routes after them. */
export interface HttpEnv {
  Variables: {
    requestId: string;
    shop: AuthenticatedShop;
    /** The shop's whole record, on the storefront's routes only: the app proxy's check read it, and a page need not read it again. */
    proxiedShopRecord?: ShopRecord;
  };
}
