import { type Overage, type ReviewsCountInfo } from '../domain/plans/review-quota';
import { answer, get, NO_PARAMS } from './contract';

/** The shop's review-request e-mail quota this period (docs/product/plans-and-limits.md#e-mail-quota). */
export interface EmailQuotaInfo {
  /** -1: the plan sends without limit. */
  readonly email_send_quota_count: number;
  readonly email_send_quota_used_count: number;
  /** ISO 8601. */
  readonly next_email_quota_reset_time: string;
  readonly is_enabled_usage_charge: 0 | 1;
  /** E-mails bought past the quota this period as usage charges. */
  readonly usage_charge_add_email_quota: number;
}

/** The shop signed in, as get_user_info answers it (docs/product/auth-and-session.md). */
export interface UserInfo {
  readonly id: number;
  readonly name: string;
  readonly owner: string;
  readonly email: string;
  /** The shop's *.myshopify.com domain, which names it everywhere. */
  readonly myshopify_domain: string;
  /** The storefront's own domain, else the myshopify one. */
  readonly domain: string;
  readonly shopify_plan: string;
  readonly currency_symbol: string;
  readonly reviews_api_key: string;
  /** The shop's IANA time zone: list filters and the dates lists print use its days. */
  readonly time_zone: string;
  /** The app plan's name ('Free' without one). */
  readonly plan_name: string;
  readonly discount_remaining: number;
  readonly upgrade_method: string;
  readonly order_requests: number;
  /** Whole days since the app was installed. */
  readonly days: number;
  /** ISO 8601. */
  readonly install_time: string;
  readonly pricing_plan_id: number;
  readonly amount: number;
  readonly discount_amount: number;
  /** The plan's permissions as a JSON object string. */
  readonly permissions: string;
  readonly tier_level: number;
  /** 1 for support staff signed in with a super-admin sign. */
  readonly is_super_admin: 0 | 1;
  readonly email_quota_info: EmailQuotaInfo;
  readonly overage: Overage;
  readonly price: {
    readonly originalPrice: number;
    readonly actualPrice: number;
    /** Percent saved on a yearly plan, else 0. */
    readonly discount: number;
    readonly paidMonthsNumber: number;
    readonly interval: 'EVERY_30_DAYS' | 'ANNUAL';
  };
  readonly reviewsCountInfo: ReviewsCountInfo;
  /** 1 while the app embed is off in the live theme. */
  readonly isDisableThemeEmbeds: 0 | 1;
  readonly themeEmbedsUrl: string;
  /** Every shop config flag, as get_shop_configs answers them. */
  readonly shopConfig: Readonly<Record<string, unknown>>;
  readonly permissionsData: { readonly remove_branding: boolean };
}

/** GET get_user_info: who the shop is, its plan, quotas and permissions. */
export const getUserInfo = get('/api/v1/admin/get_user_info', NO_PARAMS, answer<UserInfo>());
