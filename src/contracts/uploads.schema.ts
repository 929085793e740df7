import { z } from 'zod';

/** The request schema of uploads.contract.ts: the form the server reads from a multipart upload. */

const required = { error: 'is required' };

export const uploadFileRequest = z.object({
  key: z.string(required).min(1, 'is required'),
  policy: z.string(required).min(1, 'is required'),
  signature: z.string(required).min(1, 'is required'),
  OSSAccessKeyId: z.string().optional(),
  accessid: z.string().optional(),
  success_action_status: z.literal('200', { error: 'must be 200' }).optional(),
  callback: z.string().optional(),
  file: z.instanceof(File, { error: 'must be one file' }),
});
