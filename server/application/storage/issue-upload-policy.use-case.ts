import { MAX_UPLOAD_BYTES, uploadFile, type UploadPolicy } from '../../../src/contracts/uploads.contract';
import { MS_PER_SECOND } from '../../../src/domain/shared/time';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { ALLOWED_MEDIA_TYPES } from './media-types';
import { type UploadPolicySigner } from './upload-policy-signer.port';
import { encodeUploadPolicy, STOREFRONT_UPLOAD_POLICY_LIFETIME_SECONDS, UPLOAD_POLICY_LIFETIME_SECONDS, type UploadPolicyAudience } from './upload-policy';
import { uploadDirFor } from './upload-key';

/** GET get_policy_token: a signed policy that lets the admin upload into the shop's folder (docs/product/api.md). */
export class IssueUploadPolicyUseCase {
  constructor(
    private readonly signer: UploadPolicySigner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `audience` 'storefront': a shopper's policy, shorter-lived and taken only by the app proxy's upload path. */
  execute(shop: AuthenticatedShop, publicOrigin: string, audience: UploadPolicyAudience = 'admin'): UploadPolicy {
    const lifetime = audience === 'storefront' ? STOREFRONT_UPLOAD_POLICY_LIFETIME_SECONDS : UPLOAD_POLICY_LIFETIME_SECONDS;
    const expire = Math.floor(this.now().getTime() / MS_PER_SECOND) + lifetime;
    const dir = uploadDirFor(shop.id);
    const policy = encodeUploadPolicy({
      expiration: new Date(expire * MS_PER_SECOND).toISOString(),
      shop: shop.domain,
      ...(audience === 'storefront' ? { audience } : {}),
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
