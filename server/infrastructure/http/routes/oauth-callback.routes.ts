import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type CompleteOAuthInstallUseCase } from '../../../application/auth/complete-oauth-install.use-case';
import { type RequestQuery } from '../../../application/auth/shopify-query-signatures.port';
import { type HttpEnv } from '../http-env';
import { parseInput } from '../request-input';

/** The path Shopify redirects to after the authorize screen; register it as the app's redirect URL. */
export const OAUTH_CALLBACK_PATH = '/api/v1/auth/callback';

const required = () => z.string({ error: 'is required' }).min(1, 'is required');
const callbackQuery = z.object({ shop: required(), code: required(), state: required(), timestamp: required(), hmac: required() });

/** The query as Shopify signed it: a repeated `key[]` is one array-valued `key`. */
function signedQuery(c: Context): RequestQuery {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) =>
      key.endsWith('[]') ? [key.slice(0, -2), values] : [key, values.length === 1 ? values[0]! : values],
    ),
  );
}

/** OAuth install callback: verifies Shopify's redirect, stores the grant, opens the app in the admin. */
export function oauthCallbackRoutes(completeInstall: CompleteOAuthInstallUseCase) {
  return new Hono<HttpEnv>().get(OAUTH_CALLBACK_PATH, async (c) => {
    const query = signedQuery(c);
    const fields = parseInput(callbackQuery, query);
    const appUrl = await completeInstall.execute({ ...fields, query });
    return c.redirect(appUrl, 302);
  });
}
