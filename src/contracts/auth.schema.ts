import { z } from 'zod';

/** The request schemas of auth.contract.ts. */

/** The longest sign a support link carries. */
export const SIGN_MAX_LENGTH = 200;

const REFERRAL_CODE_MAX_LENGTH = 64;
/** An address a browser sends comfortably (the common limit of browsers and servers). */
const ADDRESS_MAX_LENGTH = 2048;

const required = () => z.string({ error: 'is required' }).min(1, 'is required');

export const loginRequest = z.object({
  shop: required(),
  session_token: z.string().optional(),
  referral_code: z.string().max(REFERRAL_CODE_MAX_LENGTH, `must be at most ${REFERRAL_CODE_MAX_LENGTH} characters`).optional(),
  redirect_url: z.string().max(ADDRESS_MAX_LENGTH, `must be at most ${ADDRESS_MAX_LENGTH} characters`).optional(),
  url: z.string().max(ADDRESS_MAX_LENGTH, `must be at most ${ADDRESS_MAX_LENGTH} characters`).optional(),
});

export const exchangeSuperAdminSignRequest = z.object({
  sign: required().max(SIGN_MAX_LENGTH, 'is too long'),
  shopify_shop_id: z.coerce.number({ error: 'must be a shop id' }).int('must be a shop id').positive('must be a shop id'),
});

export const oauthCallbackRequest = z.object({ shop: required(), code: required(), state: required(), timestamp: required(), hmac: required() });
