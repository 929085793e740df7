import { checkFileSize, formatFileSizeLimit } from '../../../src/domain/validation/file-size';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type FileStorage } from './file-storage.port';
import { detectMediaType, extensionOf, MEDIA_SIGNATURE_BYTES, type MediaType } from './media-types';
import { type UploadedFileRepository } from './uploaded-file-repository.port';
import { type UploadPolicySigner } from './upload-policy-signer.port';
import { decodeUploadPolicy } from './upload-policy';
import { shopIdOfUploadDir, uploadKey } from './upload-key';

/** Longest original file name kept for the merchant's reference. */
const MAX_ORIGINAL_NAME_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

export interface UploadForm {
  readonly key: string;
  readonly policy: string;
  readonly accessId: string;
  readonly signature: string;
  readonly file: { readonly name: string; readonly bytes: Uint8Array };
}

export interface StoredUpload {
  readonly key: string;
  readonly url: string;
}

const forbidden = (field: string, problem: string) => new AppError('forbidden', `${field}: ${problem}`);

const ACCEPTED_TYPES_TEXT = 'a JPEG, PNG, GIF or WebP image, or an MP4, WebM or MOV video';

/**
 * POST /upload: the form a get_policy_token policy authorises (spec §7, upload to object
 * storage by form). The policy's signature, expiry and key prefix decide the shop; the bytes
 * themselves decide the type. Nothing is stored unless every check passes.
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

  async execute(form: UploadForm, publicOrigin: string): Promise<StoredUpload> {
    const { shop, maxBytes, contentTypes } = await this.authorise(form);
    const size = form.file.bytes.byteLength;
    if (size === 0) throw invalidInput('file', 'is empty');
    const type = detectMediaType(form.file.bytes.subarray(0, MEDIA_SIGNATURE_BYTES));
    if (!type || !contentTypes.includes(type.contentType)) {
      throw new AppError('unsupportedMediaType', `file: must be ${ACCEPTED_TYPES_TEXT}`);
    }
    if (size > maxBytes || !checkFileSize(size, type.sizeLimit).ok) {
      throw new AppError('tooLarge', `file: ${type.kind}s must be ${formatFileSizeLimit(type.sizeLimit)} or smaller`);
    }

    const key = uploadKey(shop.id, this.newFileName(), honestExtension(form.file.name, type));
    await this.storage.save(key, form.file.bytes);
    try {
      await this.files.record(shop, {
        key,
        originalName: form.file.name.slice(0, MAX_ORIGINAL_NAME_LENGTH),
        contentType: type.contentType,
        sizeBytes: size,
      });
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    return { key, url: `${publicOrigin}/uploads/${key}` };
  }

  private async authorise(form: UploadForm) {
    if (form.accessId !== this.signer.accessId) throw forbidden('OSSAccessKeyId', 'is not a key of this server');
    if (!this.signer.verify(form.policy, form.signature)) throw forbidden('signature', 'does not match the policy');
    const policy = decodeUploadPolicy(form.policy);
    if (!policy) throw forbidden('policy', 'is not a policy of this server');
    if (Date.parse(policy.expiration) <= this.now().getTime()) throw forbidden('policy', 'has expired; fetch a new one');
    const [[, , dir], [, , maxBytes], [, , contentTypes]] = policy.conditions;
    if (form.key.length > MAX_KEY_LENGTH || !form.key.startsWith(dir)) throw forbidden('key', `must start with ${dir}`);
    const shopId = shopIdOfUploadDir(dir);
    const shop: AuthenticatedShop | null = shopId === null ? null : { id: shopId, domain: policy.shop };
    const record = shop && (await this.shops.get(shop));
    if (!shop || !record || record.uninstalledAt) throw forbidden('policy', 'was issued to a shop that is not installed');
    return { shop, maxBytes, contentTypes };
  }
}

/** The original extension, kept only when it names the type the bytes really are. */
function honestExtension(fileName: string, type: MediaType): string {
  const extension = extensionOf(fileName);
  return type.extensions.includes(extension) ? extension : '';
}
