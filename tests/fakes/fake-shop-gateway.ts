import { ApiError } from '../../src/application/http/api-error';
import { type ShopGateway } from '../../src/application/session/shop-gateway.port';
import { type UserInfo } from '../../src/contracts/shop.contract';

export const TEST_SHOP = 'test-shop.myshopify.com';

/** get_user_info as the server answers it for a new shop on the Free plan. */
export function testUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  const domain = overrides.myshopify_domain ?? TEST_SHOP;
  return {
    id: 1,
    name: 'Test Shop',
    owner: 'Test Owner',
    email: 'owner@test-shop.example',
    myshopify_domain: domain,
    domain,
    shopify_plan: 'basic',
    currency_symbol: '$',
    reviews_api_key: 'test-reviews-api-key',
    time_zone: 'UTC',
    plan_name: 'Free',
    discount_remaining: 0,
    upgrade_method: '',
    order_requests: 0,
    days: 0,
    install_time: '2026-01-01T00:00:00.000Z',
    pricing_plan_id: 0,
    amount: 0,
    discount_amount: 0,
    permissions: '{"remove_branding":false}',
    tier_level: 1,
    is_super_admin: 0,
    email_quota_info: {
      email_send_quota_count: 50,
      email_send_quota_used_count: 0,
      next_email_quota_reset_time: '2026-02-01T00:00:00.000Z',
      is_enabled_usage_charge: 0,
      usage_charge_add_email_quota: 0,
    },
    overage: { isShow: false, num: 20 },
    price: { originalPrice: 0, actualPrice: 0, discount: 0, paidMonthsNumber: 0, interval: 'EVERY_30_DAYS' },
    reviewsCountInfo: { max: 0, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] },
    isDisableThemeEmbeds: 1,
    themeEmbedsUrl: `https://${domain}/admin/themes/current/editor?context=apps`,
    shopConfig: {},
    permissionsData: { remove_branding: false },
    ...overrides,
  };
}

/** The signed-in shop as a settable answer. */
export class FakeShopGateway implements ShopGateway {
  info: UserInfo | ApiError = testUserInfo();
  calls = 0;

  userInfo(): Promise<UserInfo> {
    this.calls += 1;
    return this.info instanceof ApiError ? Promise.reject(this.info) : Promise.resolve(structuredClone(this.info));
  }
}
