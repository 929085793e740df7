import { BrowsePickerCatalogUseCase } from '../application/picker/browse-picker-catalog.use-case';
import { IssuePickerAccessUseCase } from '../application/picker/issue-picker-access.use-case';
import { JosePickerTokens } from '../infrastructure/auth/jose-picker-tokens';
import { type AreaRoutes } from '../infrastructure/http/app';
import { storeRoutes } from '../infrastructure/http/routes/store.routes';
import { type Platform } from './platform';

/** The resource picker's store API (/store/v1): a picker token issued to the signed-in admin, then the catalog. */
export function composePicker({ options, shops, signedIn, shopifyGateway, now }: Platform): AreaRoutes {
  const pickerTokens = new JosePickerTokens(options.appTokenSecret, now);
  const routes = storeRoutes({
    signedIn,
    shops,
    pickerTokens,
    issuePickerAccess: new IssuePickerAccessUseCase(pickerTokens),
    browseCatalog: new BrowsePickerCatalogUseCase(shopifyGateway),
  });
  return { public: [{ base: '/store/v1', routes }] };
}
