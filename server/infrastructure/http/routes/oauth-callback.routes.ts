import { type Context } from 'hono';
import { oauthCallback } from '../../../../src/contracts/auth.contract';
import { type CompleteOAuthInstallUseCase } from '../../../application/auth/complete-oauth-install.use-case';
import { type RequestQuery } from '../../../application/auth/shopify-query-signatures.port';
import { ContractRoutes } from '../contract-routes';
import { parseInput } from '../request-input';

/** The path Shopify redirects to after the authorize screen; register it as the app's redirect URL. */
export const OAUTH_CALLBACK_PATH = oauthCallback.path;

/** The query as Shopify signed it: a repeated `key[]` is one array-valued `key`. */
function signedQuery(c: Context): RequestQuery {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) =>
      key.endsWith('[]') ? [key.slice(0, -2), values] : [key, values.length === 1 ? values[0]! : values],
    ),
  );
}

/** OAuth install callback: verifies Shopify's redirect, stores the grant, opens the app in the admin. Mounted at /api/v1/auth. */
export function oauthCallbackRoutes(completeInstall: CompleteOAuthInstallUseCase) {
  return new ContractRoutes('/api/v1/auth').serveRaw(oauthCallback, async (_request, c) => {
    // The fields are read from the very query whose signature is checked, never from a look-alike key.
    const query = signedQuery(c);
    const appUrl = await completeInstall.execute({ ...parseInput(await oauthCallback.request(), query), query });
    return c.redirect(appUrl, 302);
  }).router;
}
