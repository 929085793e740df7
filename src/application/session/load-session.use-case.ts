import { inject, injectable } from 'inversify';
import { type UserInfo } from '../../contracts/shop.contract';
import { ApplyUserLanguageUseCase } from '../i18n/apply-user-language.use-case';
import { type Monitoring } from '../monitoring/monitoring.port';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { COOKIES } from '../storage/cookie-names';
import { type CookieJar } from '../storage/cookie-jar.port';
import { TOKENS } from '../tokens';
import { AppSessionStore } from './app-session-store';
import { type ShopGateway } from './shop-gateway.port';

const UTM_PREFIX = 'utm_';

/**
 * After a token is in hand: who the shop is (get_user_info), its plan permissions and shop info
 * in cookies for a day, the campaign (`utm_*`) it arrived from for 30 days, and its language.
 */
@injectable()
export class LoadSessionUseCase {
  constructor(
    @inject(TOKENS.ShopGateway) private readonly shops: ShopGateway,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(TOKENS.Monitoring) private readonly monitoring: Monitoring,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(ApplyUserLanguageUseCase) private readonly applyUserLanguage: ApplyUserLanguageUseCase,
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
    this.rememberCampaign();
    this.session.setLanguage(await this.applyUserLanguage.execute());
    return info;
  }

  private rememberCampaign(): void {
    const utm = [...this.browser.launchUrl().searchParams].filter(([key]) => key.startsWith(UTM_PREFIX));
    if (utm.length > 0) this.cookies.set(COOKIES.utm.name, JSON.stringify(Object.fromEntries(utm)), COOKIES.utm);
  }
}

function permissionsText(permissions: unknown): string {
  return typeof permissions === 'string' ? permissions : JSON.stringify(permissions ?? {});
}
