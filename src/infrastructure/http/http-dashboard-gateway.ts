import { type DashboardGateway } from '../../application/home/dashboard-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type BannerDisplaySetting, getBannerDisplaySetting, setBannerDisplaySetting } from '../../contracts/banners.contract';
import { KeptAnswers } from '../cache/kept-answers';

const BANNER_SETTINGS_KEY = 'banners';

/** The dashboard's banner display setting through its contracts, kept for the page's life. */
export class HttpDashboardGateway implements DashboardGateway {
  private readonly keptBannerSettings = new KeptAnswers<BannerDisplaySetting>();

  constructor(private readonly client: ContractClient) {}

  /** Fetched once and kept for the page's life (the admin's caching rules); a save keeps its answer. */
  bannerSettings(): Promise<BannerDisplaySetting> {
    return this.keptBannerSettings.get(BANNER_SETTINGS_KEY, () => this.client.call(getBannerDisplaySetting, {}));
  }

  async saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting> {
    // Dismissals in quick succession each save their own key: none may cancel another.
    const saved = await this.client.call(setBannerDisplaySetting, changes, { allowConcurrent: true });
    this.keptBannerSettings.keep(BANNER_SETTINGS_KEY, saved);
    return saved;
  }
}
