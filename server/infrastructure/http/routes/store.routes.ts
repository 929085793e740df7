import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type Contract } from '../../../../src/contracts/contract';
import {
  getPickerAppAccess,
  getPickerShop,
  listPickerCollections,
  listPickerProducts,
  PICKER_REASON_CODES,
  type PickerStoreAnswer,
} from '../../../../src/contracts/picker-store.contract';
import { type BrowsePickerCatalogUseCase } from '../../../application/picker/browse-picker-catalog.use-case';
import { type IssuePickerAccessUseCase } from '../../../application/picker/issue-picker-access.use-case';
import { type PickerTokens } from '../../../application/picker/picker-token.port';
import { AppError } from '../../../application/shared/app-error';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { authenticatePicker } from '../authenticate-picker';
import { ContractRoutes } from '../contract-routes';
import { type HttpEnv } from '../http-env';

export interface StoreRouteDependencies {
  /** The admin's own authentication (Bearer app token), for issuing a picker token. */
  readonly signedIn: MiddlewareHandler<HttpEnv>;
  readonly shops: ShopRepository;
  readonly pickerTokens: PickerTokens;
  readonly issuePickerAccess: IssuePickerAccessUseCase;
  readonly browseCatalog: BrowsePickerCatalogUseCase;
}

const MOUNTED_AT = '/store/v1';

/** The store API's envelope: the admin envelope plus the picker's `reasonCode`. */
function storeOk<C extends Contract>(c: Context, _contract: C, answer: Omit<PickerStoreAnswer<C>, 'code' | 'reasonCode' | 'message'>) {
  return c.json<PickerStoreAnswer<C>>({ code: 0, reasonCode: PICKER_REASON_CODES.ok, message: 'ok', ...answer });
}

/**
 * The resource picker's store API, mounted at /store/v1. Each route's credential is checked
 * before its query: app_info takes the admin's app token, the catalog reads a picker token.
 */
export function storeRoutes(deps: StoreRouteDependencies) {
  const pickerOnly = authenticatePicker(deps.pickerTokens, deps.shops);
  const local = (contract: Contract) => contract.path.slice(MOUNTED_AT.length);
  const contracts = new ContractRoutes(MOUNTED_AT)
    .serveRaw(getPickerAppAccess, async ({ app_id }, c) =>
      storeOk(c, getPickerAppAccess, { data: await deps.issuePickerAccess.execute(c.get('shop'), app_id) }),
    )
    .serveRaw(listPickerProducts, async (query, c) => {
      const result = await deps.browseCatalog.products(c.get('shop'), { keyword: query.keyword ?? '', status: query.status });
      return storeOk(c, listPickerProducts, { data: { products: result.products }, currency_format: result.currencyFormat });
    })
    .serveRaw(listPickerCollections, async (query, c) =>
      storeOk(c, listPickerCollections, { data: await deps.browseCatalog.collections(c.get('shop'), { keyword: query.keyword ?? '' }) }),
    )
    .serveRaw(getPickerShop, async (_request, c) => storeOk(c, getPickerShop, { data: await deps.browseCatalog.shop(c.get('shop')) }));
  return new Hono<HttpEnv>()
    .on('GET', local(getPickerAppAccess), deps.signedIn)
    .on('GET', [listPickerProducts, listPickerCollections, getPickerShop].map(local), pickerOnly)
    .route('/', contracts.router)
    .all('*', () => {
      throw new AppError('notFound', 'path: no such store API endpoint');
    });
}
