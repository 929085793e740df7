/** The public REST API's address and limits (docs/api/public-api.md), read without zod. */

export const PUBLIC_API_BASE = '/api/public/v1';

/** The header carrying the shop's reviews API key (`Authorization: Bearer <key>` works too). */
export const API_KEY_HEADER = 'X-Api-Key';

/** The OpenAPI 3.1 document of the public API, served without a key. */
export const PUBLIC_API_OPENAPI_PATH = `${PUBLIC_API_BASE}/openapi.json`;

export const DEFAULT_PUBLIC_PAGE_SIZE = 20;
export const MAX_PUBLIC_PAGE_SIZE = 100;

/** Reviews one create call may carry (one import). */
export const MAX_PUBLIC_CREATED_REVIEWS = 100;

/** Products one ratings call may name. */
export const MAX_RATED_PRODUCTS = 50;
