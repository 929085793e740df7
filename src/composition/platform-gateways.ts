import { type Container } from 'inversify';
import { type ContractClient } from '../application/http/contract-client.port';
import { TOKENS } from '../application/tokens';
import { HttpAuthGateway } from '../infrastructure/http/http-auth-gateway';
import { HttpDiscountGateway } from '../infrastructure/http/http-discount-gateway';
import { HttpShopGateway } from '../infrastructure/http/http-shop-gateway';
import { HttpUserSettingsGateway } from '../infrastructure/http/http-user-settings-gateway';

/**
 * Sign-in, the shop, its user settings and its upgrade offer: one HTTP gateway each over the
 * contract client bound to TOKENS.ContractClient (the real one, or the tests' fake).
 */
export function bindPlatformGateways(container: Container): void {
  const bind = (token: symbol, create: (client: ContractClient) => unknown) =>
    container
      .bind(token)
      .toDynamicValue((context) => create(context.get<ContractClient>(TOKENS.ContractClient)))
      .inSingletonScope();
  bind(TOKENS.AuthGateway, (client) => new HttpAuthGateway(client));
  bind(TOKENS.ShopGateway, (client) => new HttpShopGateway(client));
  bind(TOKENS.UserSettingsGateway, (client) => new HttpUserSettingsGateway(client));
  bind(TOKENS.DiscountGateway, (client) => new HttpDiscountGateway(client));
}
