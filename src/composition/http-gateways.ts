import { type Container } from '../application/dependency-injection';
import { type ContractClient } from '../application/http/contract-client.port';
import { type FileDownloader } from '../application/http/file-downloader.port';
import { TOKENS } from '../application/tokens';
import { HttpAuthGateway } from '../infrastructure/http/http-auth-gateway';
import { HttpDiscountGateway } from '../infrastructure/http/http-discount-gateway';
import { HttpQuestionsGateway } from '../infrastructure/http/http-questions-gateway';
import { HttpReviewsGateway } from '../infrastructure/http/http-reviews-gateway';
import { HttpSavedViewsGateway } from '../infrastructure/http/http-saved-views-gateway';
import { HttpShopConfigGateway } from '../infrastructure/http/http-shop-config-gateway';
import { HttpShopGateway } from '../infrastructure/http/http-shop-gateway';
import { HttpUserSettingsGateway } from '../infrastructure/http/http-user-settings-gateway';

/**
 * Every narrow gateway port, each bound to its one HTTP adapter over the contract client bound
 * to TOKENS.ContractClient (the real one, or the tests' fake: screen tests answer per contract).
 */
export function bindHttpGateways(container: Container): void {
  const bind = (token: symbol, create: (client: ContractClient, downloader: () => FileDownloader) => unknown) =>
    container
      .bind(token)
      .toDynamicValue((context) =>
        create(context.get<ContractClient>(TOKENS.ContractClient), () => context.get<FileDownloader>(TOKENS.FileDownloader)),
      )
      .inSingletonScope();
  bind(TOKENS.AuthGateway, (client) => new HttpAuthGateway(client));
  bind(TOKENS.ShopGateway, (client) => new HttpShopGateway(client));
  bind(TOKENS.ShopConfigGateway, (client) => new HttpShopConfigGateway(client));
  bind(TOKENS.UserSettingsGateway, (client) => new HttpUserSettingsGateway(client));
  bind(TOKENS.DiscountGateway, (client) => new HttpDiscountGateway(client));
  bind(TOKENS.QuestionsGateway, (client) => new HttpQuestionsGateway(client));
  bind(TOKENS.ReviewsGateway, (client, downloader) => new HttpReviewsGateway(client, downloader()));
  bind(TOKENS.SavedViewsGateway, (client) => new HttpSavedViewsGateway(client));
}
