import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_PATH } from '../../application/auth/auth-routes';
import { GetServerModeUseCase } from '../../application/auth/server-mode.use-case';
import { shopDomainFromInput } from '../../application/auth/shop-domain-input';
import { type Navigator } from '../../application/navigation/navigator.port';
import { TOKENS } from '../../application/tokens';

/**
 * /login: the merchant names their store; a valid name continues through /auth (the same sign-in
 * as the platform's). In development store mode the demo store is one click away.
 */
@injectable()
export class LoginViewModel {
  domain = '';
  /** Key in the `auth` namespace of the field's error, shown after a submit. */
  errorKey: string | null = null;
  demoShop: string | null = null;

  constructor(
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(GetServerModeUseCase) private readonly serverMode: GetServerModeUseCase,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Learns whether a demo store is on offer; without an answer the form still works. */
  async load(): Promise<void> {
    try {
      const mode = await this.serverMode.execute();
      runInAction(() => {
        this.demoShop = mode.demo_shop;
      });
    } catch {
      // The form does not need it; the server's own answer to a sign-in will say what is wrong.
    }
  }

  setDomain(value: string): void {
    this.domain = value;
    this.errorKey = null;
  }

  submit(): void {
    const trimmed = this.domain.trim();
    const shop = shopDomainFromInput(trimmed);
    if (!shop) {
      this.errorKey = trimmed === '' ? 'login.domainRequired' : 'login.domainInvalid';
      return;
    }
    this.navigator.navigate(`${AUTH_PATH}?${new URLSearchParams({ shop }).toString()}`);
  }

  useDemoStore(): void {
    if (!this.demoShop) return;
    this.setDomain(this.demoShop);
    this.submit();
  }
}
