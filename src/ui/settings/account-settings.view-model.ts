import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';
import { getUserInfo } from '../../contracts/shop.contract';
import { LANGUAGE_ENDONYMS } from '../../domain/i18n/language-options';
import { SETTINGS_PAGE_GROUPS } from './settings-pages';

/** The shop as the account card shows it. */
export interface AccountSummary {
  readonly storeName: string;
  readonly domain: string;
  readonly email: string;
  readonly planName: string;
}

/**
 * /settings: the account (store, plan, owner's e-mail, admin language) and the way to every
 * other settings page (docs/product/settings.md#account).
 */
@injectable()
export class AccountSettingsViewModel {
  account: AccountSummary | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  readonly groups = SETTINGS_PAGE_GROUPS;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.AppSession) private readonly session: AppSession,
  ) {
    makeAutoObservable<this, 'client' | 'session'>(this, { client: false, session: false, groups: false }, { autoBind: true });
  }

  /** The admin's language as it is shown now, in its own name. */
  get languageName(): string {
    return LANGUAGE_ENDONYMS[this.session.language];
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const info = await this.client.call(getUserInfo, {});
      runInAction(() => {
        this.account = { storeName: info.name, domain: info.myshopify_domain, email: info.email, planName: info.plan_name };
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }
}
