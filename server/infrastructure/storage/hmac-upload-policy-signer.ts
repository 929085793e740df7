import { createHmac } from 'node:crypto';
import { sameSecretText } from '../auth/constant-time';
import { type UploadPolicySigner } from '../../application/storage/upload-policy-signer.port';

const ACCESS_ID = 'starling-uploads-v1';

/**
 * HMAC-SHA256 (base64) of the base64 policy. The key is derived from the server secret with
 * its own label, so an upload signature can never stand in for any other signed value.
 */
export class HmacUploadPolicySigner implements UploadPolicySigner {
  readonly accessId = ACCESS_ID;
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update(`${ACCESS_ID}:upload-policy`).digest();
  }

  sign(encodedPolicy: string): string {
    return createHmac('sha256', this.key).update(encodedPolicy).digest('base64');
  }

  verify(encodedPolicy: string, signature: string): boolean {
    return sameSecretText(this.sign(encodedPolicy), signature);
  }
}
