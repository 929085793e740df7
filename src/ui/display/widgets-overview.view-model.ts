import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { getWidgetOverview, type WidgetOverview } from '../../contracts/widget-settings.contract';

export type OverviewStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** /display: the theme's state, the widgets and their files against Shopify's budgets. */
@injectable()
export class WidgetsOverviewViewModel {
  status: OverviewStatus = 'idle';
  overview: WidgetOverview | null = null;
  theme: { readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus } | null = null;

  constructor(
    @inject(TOKENS.WidgetSettingsGateway) private readonly gateway: WidgetSettingsGateway,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    makeAutoObservable<this, 'gateway' | 'client'>(this, { gateway: false, client: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    try {
      const [overview, theme] = await Promise.all([this.client.call(getWidgetOverview, {}), this.gateway.themeStatus()]);
      runInAction(() => {
        this.overview = overview;
        this.theme = theme;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
