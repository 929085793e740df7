import { inject, injectable } from 'inversify';
import { type LoginResponse } from '../../contracts/auth.contract';
import { AppSessionStore } from '../session/app-session-store';
import { LoadSessionUseCase } from '../session/load-session.use-case';
import { TOKENS } from '../tokens';
import { type AuthGateway } from './auth-gateway.port';
import { AuthTokenStore } from './auth-token-store';
import { LoginRefusedError } from './login.use-case';

/**
 * Super-admin mode (docs/product/auth-and-session.md): support opens /auth with `sign` and `shopify_shop_id`; the server
 * exchanges the sign for an app token of that shop, and the page stays a super-admin page.
 */
@injectable()
export class ExchangeSuperAdminSignUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(LoadSessionUseCase) private readonly loadSession: LoadSessionUseCase,
  ) {}

  async execute(request: { readonly sign: string; readonly shopifyShopId: string; readonly shop: string | null }): Promise<LoginResponse> {
    const response = await this.auth.exchangeSuperAdminSign({ sign: request.sign, shopifyShopId: request.shopifyShopId });
    const token = response.shop_info?.token;
    if (!token) throw new LoginRefusedError('The server signed no one in.');
    this.tokens.save({ token, shop: request.shop ?? '' });
    this.session.markSuperAdmin();
    const info = await this.loadSession.execute();
    // The sign names the shop by id; the authorization retry needs its domain.
    if (info.myshopify_domain !== request.shop) this.tokens.save({ token, shop: info.myshopify_domain });
    return response;
  }
}
