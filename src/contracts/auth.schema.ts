import { z } from 'zod';
import { SIGN_MAX_LENGTH } from './auth.contract';

/** The request schemas of auth.contract.ts. */

const required = () => z.string({ error: 'is required' }).min(1, 'is required');

export const loginRequest = z.object({
  shop: required(),
  session_token: z.string().optional(),
  referral_code: z.string().optional(),
  redirect_url: z.string().optional(),
  url: z.string().optional(),
});

export const exchangeSuperAdminSignRequest = z.object({
  sign: required().max(SIGN_MAX_LENGTH, 'is too long'),
  shopify_shop_id: z.coerce.number({ error: 'must be a shop id' }).int('must be a shop id').positive('must be a shop id'),
});

export const oauthCallbackRequest = z.object({ shop: required(), code: required(), state: required(), timestamp: required(), hmac: required() });
