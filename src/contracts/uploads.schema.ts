import { z } from 'zod';

/** The request schema of uploads.contract.ts: the form the server reads from a multipart upload. */

const required = { error: 'is required' };

/**
 * The credential in the upload's address (upload-address.ts): checked from the request line, before
 * a byte of the body is read. Not `signature`: Shopify's app proxy adds its own under that name.
 */
export const uploadAddressCredentials = z.object({
  OSSAccessKeyId: z.string(required).min(1, 'is required'),
  policy: z.string(required).min(1, 'is required'),
  policy_signature: z.string(required).min(1, 'is required'),
});

/** The form itself: the object-storage form's fields; its copies of the credential are not what is checked. */
export const uploadFileRequest = z.object({
  key: z.string(required).min(1, 'is required'),
  policy: z.string().optional(),
  signature: z.string().optional(),
  OSSAccessKeyId: z.string().optional(),
  accessid: z.string().optional(),
  success_action_status: z.literal('200', { error: 'must be 200' }).optional(),
  callback: z.string().optional(),
  file: z.instanceof(File, { error: 'must be one file' }),
});
