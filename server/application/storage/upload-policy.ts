import { z } from 'zod';

/**
 * How long a policy from get_policy_token allows uploads. The admin fetches it once and keeps
 * it, so it must outlast a working session's uploads, yet a leaked policy stops working soon.
 */
export const UPLOAD_POLICY_LIFETIME_SECONDS = 3600;
/** A shopper's policy (a review's photos) lasts only as long as filling in the form takes. */
export const STOREFRONT_UPLOAD_POLICY_LIFETIME_SECONDS = 900;

/** Who a policy was issued to: the admin (get_policy_token), or a shopper through the app proxy. */
export type UploadPolicyAudience = 'admin' | 'storefront';

/** The signed policy, in the object-storage form shape: what may be uploaded, where, until when. */
const uploadPolicyDocument = z.object({
  expiration: z.iso.datetime(),
  /** The shop the policy was issued to; with the key prefix it names the tenant of the upload. */
  shop: z.string(),
  /** Present on a shopper's policy: it is taken only through the app proxy's upload path. */
  audience: z.literal('storefront').optional(),
  conditions: z.tuple([
    z.tuple([z.literal('starts-with'), z.literal('$key'), z.string()]),
    z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
    z.tuple([z.literal('in'), z.literal('$content-type'), z.array(z.string())]),
  ]),
});

export type UploadPolicyDocument = z.infer<typeof uploadPolicyDocument>;

export function encodeUploadPolicy(document: UploadPolicyDocument): string {
  return Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
}

/** The policy a form carried (its signature already checked), or null when it is not one of ours. */
export function decodeUploadPolicy(encoded: string): UploadPolicyDocument | null {
  try {
    const parsed = uploadPolicyDocument.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
