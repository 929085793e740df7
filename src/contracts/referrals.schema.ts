import { z } from 'zod';
import { ADMIN_LANGUAGES } from '../domain/i18n/languages';
import { parseShopDomain } from '../domain/shop/shop-domain';
import { one, oneOf } from './fields';

/** The request schemas of referrals.contract.ts. */

const shop = z
  .string({ error: 'is required' })
  .transform(parseShopDomain)
  .pipe(z.string({ error: 'must be a *.myshopify.com domain' }));
/** The share code: the advocate's customer id, a dash, the signature (checked by the server). */
const ref = z.string({ error: 'is required' }).trim().regex(/^\d{1,20}-[A-Za-z0-9_-]{1,64}$/, 'must be the link you were sent');
const code = z.string({ error: 'is required' }).trim().max(40, 'must be a referral code').regex(/^[A-Za-z0-9-]+$/, 'must be a referral code');

export const referralLinkRequest = z.object({ shop: one(shop), ref: one(ref) });

export const referralConversionRequest = z.object({ shop: one(shop), ref: one(ref), code: one(code) });

export const claimReferralRequest = z.strictObject({
  shop,
  ref,
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(254, 'must be at most 254 characters')
    .refine((value) => z.email().safeParse(value).success, 'must be an e-mail address'),
  consent: z.literal(true, { error: 'must be given to receive the code' }),
  language: oneOf(ADMIN_LANGUAGES),
});
