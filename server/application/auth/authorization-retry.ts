import { AppError } from '../shared/app-error';

/** Tells the admin to fetch a fresh authorization and retry (spec §4, authorization retry). */
export const UNAUTHORIZED_RETRY_HEADER = 'X-Shopify-API-Request-Failure-Unauthorized';

/** A 401 the admin recovers from by itself: it gets a new session token and signs in again. */
export const authorizationRetry = (why: string) => new AppError('unauthorized', why, { [UNAUTHORIZED_RETRY_HEADER]: '1' });
