import { Hono } from 'hono';
import { z } from 'zod';
import { type ExchangeSuperAdminSignUseCase } from '../../../application/auth/exchange-super-admin-sign.use-case';
import { type IssueChannelwillSignUseCase } from '../../../application/auth/issue-channelwill-sign.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';

const exchangeBody = z.object({
  sign: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
  shopify_shop_id: z.coerce.number({ error: 'must be a shop id' }).int('must be a shop id').positive('must be a shop id'),
});

/** exchange_customer_token_by_sign: unauthenticated, the sign is the credential. */
export function superAdminSignInRoutes(exchange: ExchangeSuperAdminSignUseCase) {
  return new Hono<HttpEnv>().post('/exchange_customer_token_by_sign', async (c) => {
    const body = await parseBody(c, exchangeBody);
    return ok(c, await exchange.execute({ sign: body.sign, shopId: body.shopify_shop_id }));
  });
}

/** get_channelwill_sign: for the signed-in shop only. */
export function channelwillSignRoutes(issue: IssueChannelwillSignUseCase) {
  return new Hono<HttpEnv>().get('/get_channelwill_sign', (c) => ok(c, issue.execute(c.get('shop'))));
}
