import { type StoredUpload, uploadFile } from '../../../src/contracts/uploads.contract';
import { checkFileSize, formatFileSizeLimit } from '../../../src/domain/validation/file-size';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type FileStorage } from './file-storage.port';
import { detectMediaType, extensionOf, MEDIA_SIGNATURE_BYTES, type MediaType } from './media-types';
import { type UploadedFileRepository } from './uploaded-file-repository.port';
import { type UploadPolicySigner } from './upload-policy-signer.port';
import { type UploadPolicyAudience, decodeUploadPolicy } from './upload-policy';
import { clientChosenKey, shopIdOfUploadDir, uploadKey } from './upload-key';

/** Longest original file name kept for the merchant's reference. */
const MAX_ORIGINAL_NAME_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

/** The policy and its signature, carried by the upload's address: they decide whether the body is read at all. */
export interface UploadCredentials {
  readonly policy: string;
  readonly accessId: string;
  readonly signature: string;
}

/** What a verified policy allows: the shop, its folder, the largest size and the types. */
export interface UploadGrant {
  readonly shop: AuthenticatedShop;
  readonly dir: string;
  readonly maxBytes: number;
  readonly contentTypes: readonly string[];
  /** Who the policy was issued to: a shopper's is taken only through the app proxy. */
  readonly audience: UploadPolicyAudience;
}

export interface UploadedBytes {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const forbidden = (field: string, problem: string) => new AppError('forbidden', `${field}: ${problem}`);

const ACCEPTED_TYPES_TEXT = 'a JPEG, PNG, GIF or WebP image, or an MP4, WebM or MOV video';

/**
 * POST /upload: the form a get_policy_token policy authorises (docs/product/api.md, upload to object
 * storage by form). `authorise` checks the policy's signature and expiry before the body is read
 * (they decide the shop), `keyWithin` the form's key before its file; `execute` then lets the
 * bytes themselves decide the type.
 * Nothing is stored unless every check passes.
 */
export class AcceptUploadUseCase {
  constructor(
    private readonly signer: UploadPolicySigner,
    private readonly shops: ShopRepository,
    private readonly files: UploadedFileRepository,
    private readonly storage: FileStorage,
    private readonly newFileName: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The form's `key` field, read before its file: it must lie in the policy's folder. */
  keyWithin(grant: UploadGrant, key: string): string {
    if (key.length > MAX_KEY_LENGTH || !key.startsWith(grant.dir)) throw forbidden('key', `must start with ${grant.dir}`);
    return key;
  }

  async execute(grant: UploadGrant, requestedKey: string, file: UploadedBytes, publicOrigin: string): Promise<StoredUpload> {
    const { shop, dir, maxBytes, contentTypes } = grant;
    const size = file.bytes.byteLength;
    if (size === 0) throw invalidInput('file', 'is empty');
    const type = detectMediaType(file.bytes.subarray(0, MEDIA_SIGNATURE_BYTES));
    if (!type || !contentTypes.includes(type.contentType)) {
      throw new AppError('unsupportedMediaType', `file: must be ${ACCEPTED_TYPES_TEXT}`);
    }
    if (size > maxBytes || !checkFileSize(size, type.sizeLimit).ok) {
      throw new AppError('tooLarge', `file: ${type.kind}s must be ${formatFileSizeLimit(type.sizeLimit)} or smaller`);
    }

    const originalName = withoutControlCharacters(file.name);
    const key = await this.store(shop, dir, this.keyWithin(grant, requestedKey), { name: originalName, bytes: file.bytes }, type);
    try {
      await this.files.record(shop, {
        key,
        originalName: originalName.slice(0, MAX_ORIGINAL_NAME_LENGTH),
        contentType: type.contentType,
        sizeBytes: size,
      });
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    // The admin addresses the file as policy host + '/' + key.
    return { key, url: `${publicOrigin}${uploadFile.path}/${key}` };
  }

  /**
   * Stores the bytes under the client's key when it is a well-formed name with an honest
   * extension that the shop does not use yet (docs/product/api.md), else under a name of the server's own.
   */
  private async store(shop: AuthenticatedShop, dir: string, requestedKey: string, file: UploadedBytes, type: MediaType) {
    const chosen = clientChosenKey(requestedKey, dir, type.extensions);
    if (chosen && !(await this.files.isTaken(shop, chosen)) && (await this.storage.save(chosen, file.bytes))) return chosen;
    const generated = uploadKey(shop.id, this.newFileName(), honestExtension(file.name, type));
    if (!(await this.storage.save(generated, file.bytes))) throw new Error(`Generated upload key ${generated} is already taken`);
    return generated;
  }

  async authorise(form: UploadCredentials): Promise<UploadGrant> {
    if (form.accessId !== this.signer.accessId) throw forbidden('OSSAccessKeyId', 'is not a key of this server');
    if (!this.signer.verify(form.policy, form.signature)) throw forbidden('signature', 'does not match the policy');
    const policy = decodeUploadPolicy(form.policy);
    if (!policy) throw forbidden('policy', 'is not a policy of this server');
    if (Date.parse(policy.expiration) <= this.now().getTime()) {
      // Not a forgery, just a policy kept too long: 422 lets the admin fetch a new one (the admin sends the merchant to /400 on any 403).
      throw invalidInput('policy', 'has expired, fetch a new one from get_policy_token');
    }
    const [[, , dir], [, , maxBytes], [, , contentTypes]] = policy.conditions;
    const shopId = shopIdOfUploadDir(dir);
    const shop: AuthenticatedShop | null = shopId === null ? null : { id: shopId, domain: policy.shop };
    const record = shop && (await this.shops.get(shop));
    if (!shop || !record || record.uninstalledAt) throw forbidden('policy', 'was issued to a shop that is not installed');
    return { shop, dir, maxBytes, contentTypes, audience: policy.audience ?? 'admin' };
  }
}

/** The original extension, kept only when it names the type the bytes really are. */
function honestExtension(fileName: string, type: MediaType): string {
  const extension = extensionOf(fileName);
  return type.extensions.includes(extension) ? extension : '';
}

/** C0 control characters and DEL: a NUL in a name is refused by PostgreSQL text, the rest mean nothing in a name. */
function withoutControlCharacters(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  return fileName.replace(/[\u0000-\u001f\u007f]/g, '');
}
