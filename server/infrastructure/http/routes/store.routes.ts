import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type BrowsePickerCatalogUseCase } from '../../../application/picker/browse-picker-catalog.use-case';
import { type IssuePickerAccessUseCase } from '../../../application/picker/issue-picker-access.use-case';
import { type PickerTokens } from '../../../application/picker/picker-token.port';
import { AppError } from '../../../application/shared/app-error';
import { PRODUCT_STATUSES } from '../../../application/shopify/shopify-gateway.port';
import { type ShopRepository } from '../../../application/shops/shop-repository.port';
import { authenticatePicker, PICKER_REASON_CODES } from '../authenticate-picker';
import { textWithoutControlCharacters } from '../control-characters';
import { type HttpEnv } from '../http-env';
import { parseQuery } from '../request-input';

export interface StoreRouteDependencies {
  /** The admin's own authentication (Bearer app token), for issuing a picker token. */
  readonly signedIn: MiddlewareHandler<HttpEnv>;
  readonly shops: ShopRepository;
  readonly pickerTokens: PickerTokens;
  readonly issuePickerAccess: IssuePickerAccessUseCase;
  readonly browseCatalog: BrowsePickerCatalogUseCase;
}

const MAX_KEYWORD_LENGTH = 255;

const appInfoQuery = z.object({ app_id: z.string({ error: 'is required' }).trim().min(1, 'is required') });

const catalogQuery = z.object({
  app_id: z.string().optional(),
  keyword: textWithoutControlCharacters(z.string().max(MAX_KEYWORD_LENGTH, `must be at most ${MAX_KEYWORD_LENGTH} characters`)).default(''),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.enum(PRODUCT_STATUSES, { error: `must be one of ${PRODUCT_STATUSES.join(', ').toLowerCase()}` }).optional(),
  ),
});

/** The store API's envelope: the admin envelope plus the picker's `reasonCode`. */
function storeOk<T>(c: Context, data: T, extra: Record<string, unknown> = {}) {
  return c.json({ code: 0, reasonCode: PICKER_REASON_CODES.ok, message: 'ok', data, ...extra });
}

/** The resource picker's store API (spec §7 resource picker calls), mounted at /store/v1. */
export function storeRoutes(deps: StoreRouteDependencies) {
  const pickerOnly = authenticatePicker(deps.pickerTokens, deps.shops);
  return new Hono<HttpEnv>()
    .get('/shop/app_info', deps.signedIn, async (c) => {
      const { app_id } = parseQuery(c, appInfoQuery);
      return storeOk(c, await deps.issuePickerAccess.execute(c.get('shop'), app_id));
    })
    .get('/products', pickerOnly, async (c) => {
      const query = parseQuery(c, catalogQuery);
      const result = await deps.browseCatalog.products(c.get('shop'), { keyword: query.keyword, status: query.status });
      return storeOk(c, { products: result.products }, { currency_format: result.currencyFormat });
    })
    .get('/collections', pickerOnly, async (c) => {
      const query = parseQuery(c, catalogQuery);
      return storeOk(c, await deps.browseCatalog.collections(c.get('shop'), { keyword: query.keyword }));
    })
    .get('/shop/shopify', pickerOnly, async (c) => storeOk(c, await deps.browseCatalog.shop(c.get('shop'))))
    .all('*', () => {
      throw new AppError('notFound', 'path: no such store API endpoint');
    });
}
