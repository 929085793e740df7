import { MAX_UPLOAD_BYTES, uploadFile, type UploadPolicy } from '../../../src/contracts/uploads.contract';
import { MS_PER_SECOND } from '../../../src/domain/shared/time';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { ALLOWED_MEDIA_TYPES } from './media-types';
import { type UploadPolicySigner } from './upload-policy-signer.port';
import { encodeUploadPolicy, UPLOAD_POLICY_LIFETIME_SECONDS } from './upload-policy';
import { uploadDirFor } from './upload-key';

/** GET get_policy_token: a signed policy that lets the admin upload into the shop's folder (docs/product/api.md). */
export class IssueUploadPolicyUseCase {
  constructor(
    private readonly signer: UploadPolicySigner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  execute(shop: AuthenticatedShop, publicOrigin: string): UploadPolicy {
    const expire = Math.floor(this.now().getTime() / MS_PER_SECOND) + UPLOAD_POLICY_LIFETIME_SECONDS;
    const dir = uploadDirFor(shop.id);
    const policy = encodeUploadPolicy({
      expiration: new Date(expire * MS_PER_SECOND).toISOString(),
      shop: shop.domain,
      conditions: [
        ['starts-with', '$key', dir],
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['in', '$content-type', ALLOWED_MEDIA_TYPES.map((type) => type.contentType)],
      ],
    });
    return {
      host: `${publicOrigin}${uploadFile.path}`,
      accessid: this.signer.accessId,
      policy,
      signature: this.signer.sign(policy),
      dir,
      expire,
      // This server is the storage and answers the upload itself; it never calls a URL out.
      callback: '',
      success_action_status: '200',
    };
  }
}
