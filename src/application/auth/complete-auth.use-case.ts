import { inject, injectable } from 'inversify';
import { isGuideRequired } from '../../domain/guide/guide-login';
import { parseShopDomain } from '../../domain/shop/shop-domain';
import { AppSessionStore } from '../session/app-session-store';
import { HOST_PARAM } from '../session/embedding';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';
import { LOGIN_ROUTE } from './auth-routes';
import { ExchangeSuperAdminSignUseCase } from './exchange-super-admin-sign.use-case';
import { LoginUseCase } from './login.use-case';
import { HOME_PATH, requestedPath, resolveAfterSignIn, type SignInDestination } from './resolve-after-sign-in.use-case';
import { shopDomainFromHost } from './shop-domain-input';

export type AuthOutcome = { readonly kind: 'navigate'; readonly destination: SignInDestination } | { readonly kind: 'left' };

/**
 * /auth (docs/product/overview.md, §6): super-admin mode when `sign` and `shopify_shop_id` are there; otherwise the
 * shop signs in (no shop outside the admin → /login) and goes where the seven rules say.
 */
@injectable()
export class CompleteAuthUseCase {
  constructor(
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(LoginUseCase) private readonly login: LoginUseCase,
    @inject(ExchangeSuperAdminSignUseCase) private readonly exchangeSign: ExchangeSuperAdminSignUseCase,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  async execute(query: URLSearchParams): Promise<AuthOutcome> {
    if (requestedPath(query) === HOME_PATH) this.storage.set(STORAGE_KEYS.firstEntry, true);
    const shop = parseShopDomain(query.get('shop')) ?? (this.session.isEmbedded ? shopDomainFromHost(query.get(HOST_PARAM)) : null);
    const sign = query.get('sign');
    const shopifyShopId = query.get('shopify_shop_id');
    if (sign && shopifyShopId) {
      const response = await this.exchangeSign.execute({ sign, shopifyShopId, shop });
      return this.navigate(query, isGuideRequired(response.shop_settings_info));
    }
    if (!shop) return { kind: 'navigate', destination: { to: LOGIN_ROUTE } };
    const outcome = await this.login.execute({ shop, embedded: this.session.isEmbedded, returnPath: requestedPath(query) });
    if (outcome.kind === 'left') return outcome;
    return this.navigate(query, isGuideRequired(outcome.shopSettings));
  }

  private navigate(query: URLSearchParams, guideRequired: boolean): AuthOutcome {
    const destination = resolveAfterSignIn({ query, guideRequired });
    this.session.setInGuide(guideRequired);
    return { kind: 'navigate', destination };
  }
}
