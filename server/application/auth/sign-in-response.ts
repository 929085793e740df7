import { type ShopRecord } from '../shops/shop-repository.port';
import { type LoginResponse } from '../../../src/contracts/auth.contract';

/** The login response of a shop that is signed in (docs/product/spec-map.md §3 login response). */
export function signInResponse(shop: ShopRecord, appToken: string): LoginResponse {
  return {
    is_authorization_required: false,
    redirect_url: '',
    shop_info: { token: appToken, shopify_plan: shop.shopifyPlan },
    shop_settings_info: { skip_install: shop.skipInstall ? 1 : 0, is_selected_plan: shop.isSelectedPlan ? 1 : 0 },
  };
}
