import { AppError } from '../shared/app-error';
import { type ReauthorizationNeeded } from './check-access-scopes.use-case';

/** A 401 the admin recovers from by itself: it gets a new session token and signs in again. */
export const authorizationRetry = (why: string) => new AppError('unauthorized', why, { kind: 'signInAgain' });

/** A 401 the merchant resolves on Shopify's authorize screen: the grant lacks scopes the app now requires. */
export const scopesMissing = (needed: ReauthorizationNeeded) =>
  new AppError('unauthorized', `scope: the app needs permissions the shop has not granted (${needed.missingScopes.join(', ')})`, {
    kind: 'grantScopes',
    authorizeUrl: needed.reauthorizeUrl,
  });
