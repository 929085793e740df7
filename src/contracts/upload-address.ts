import { type UploadPolicy } from './uploads.contract';

/**
 * Where an upload form is posted: `target` (the policy's host, or the app proxy's upload path) with
 * the policy's credential in the query, so the server refuses a form without one from its request
 * line, before the body (docs/product/api.md#uploads). The form still carries the object-storage fields.
 */
export function uploadAddress(target: string, policy: Pick<UploadPolicy, 'accessid' | 'policy' | 'signature'>): string {
  const query = new URLSearchParams({ OSSAccessKeyId: policy.accessid, policy: policy.policy, policy_signature: policy.signature });
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}
