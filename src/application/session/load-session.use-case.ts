import { inject, injectable } from 'inversify';
import { type UserInfo } from '../../contracts/shop.contract';
import { ApplyUserLanguageUseCase } from '../i18n/apply-user-language.use-case';
import { type Monitoring } from '../monitoring/monitoring.port';
import { COOKIES } from '../storage/cookie-names';
import { type CookieJar } from '../storage/cookie-jar.port';
import { TOKENS } from '../tokens';
import { AppSessionStore } from './app-session-store';
import { type CampaignTracking } from './campaign-tracking.port';
import { type ShopGateway } from './shop-gateway.port';

/**
 * After a token is in hand: who the shop is (get_user_info), its plan permissions and shop info
 * in cookies for a day, and its language; then, in the background, the campaign the browser kept
 * is reported for the shop (docs/product/public-pages.md#campaign-tracking).
 */
@injectable()
export class LoadSessionUseCase {
  constructor(
    @inject(TOKENS.ShopGateway) private readonly shops: ShopGateway,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.Monitoring) private readonly monitoring: Monitoring,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(ApplyUserLanguageUseCase) private readonly applyUserLanguage: ApplyUserLanguageUseCase,
    @inject(TOKENS.CampaignTracking) private readonly campaigns: CampaignTracking,
  ) {}

  async execute(): Promise<UserInfo> {
    const info = await this.shops.userInfo();
    this.session.setShop({
      name: info.name,
      domain: info.myshopify_domain,
      planName: info.plan_name,
      ...(info.time_zone ? { timeZone: info.time_zone } : {}),
    });
    if (info.is_super_admin === 1) this.session.markSuperAdmin();
    this.monitoring.setUser(info.myshopify_domain);
    this.cookies.set(COOKIES.permissions.name, permissionsText(info.permissions), COOKIES.permissions);
    this.cookies.set(
      COOKIES.shopInfo.name,
      JSON.stringify({ name: info.name, myshopify_domain: info.myshopify_domain, domain: info.domain, plan_name: info.plan_name }),
      COOKIES.shopInfo,
    );
    this.session.setLanguage(await this.applyUserLanguage.execute());
    // Only with a campaign kept; tracking never holds the admin up nor troubles the merchant: a report that fails waits for the next session.
    if (this.cookies.get(COOKIES.utm.name)) {
      this.campaigns.report({ domain: info.myshopify_domain, installedAt: new Date(info.install_time) }).catch(() => undefined);
    }
    return info;
  }
}

function permissionsText(permissions: unknown): string {
  return typeof permissions === 'string' ? permissions : JSON.stringify(permissions ?? {});
}
