import { Hono } from 'hono';
import { z } from 'zod';
import { type Login } from '../../../application/auth/login.port';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';

const loginBody = z.object({
  shop: z.string({ error: 'is required' }).min(1, 'is required'),
  session_token: z.string().optional(),
  referral_code: z.string().optional(),
  redirect_url: z.string().optional(),
  url: z.string().optional(),
});

/** Sign-in calls that run before the admin has an app token. */
export function loginRoutes(login: Login) {
  return new Hono<HttpEnv>().post('/login', async (c) => {
    const body = await parseBody(c, loginBody);
    const response = await login.execute({
      shop: body.shop,
      sessionToken: body.session_token,
      referralCode: body.referral_code,
      redirectUrl: body.redirect_url,
      url: body.url,
    });
    return ok(c, response);
  });
}
