import { type FileSizeLimit, fileSizeLimitInBytes } from '../domain/validation/file-size';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** Review photos and videos: the upload policy, the form upload and the file's address (docs/product/api.md). */

/** Review photos: a phone photo is 2-8 MB. */
export const IMAGE_SIZE_LIMIT: FileSizeLimit = { amount: 10, unit: 'MB' };
/** Review videos: about a minute of phone video. */
export const VIDEO_SIZE_LIMIT: FileSizeLimit = { amount: 50, unit: 'MB' };
/** The largest upload of any type; a policy allows no more. */
export const MAX_UPLOAD_BYTES = fileSizeLimitInBytes(VIDEO_SIZE_LIMIT);

/** A signed policy for uploading into the shop's folder, in the object-storage form's field names. */
export interface UploadPolicy {
  /** Where the form is posted. */
  readonly host: string;
  readonly accessid: string;
  /** Base64 of the policy document: key prefix, size range, content types, expiry. */
  readonly policy: string;
  readonly signature: string;
  /** The key prefix every upload of this policy must start with. */
  readonly dir: string;
  /** Unix seconds. */
  readonly expire: number;
  /** Always '': this server is the storage and never calls an address out. */
  readonly callback: string;
  readonly success_action_status: '200';
}

/** A stored file: its key and the address it is served at. */
export interface StoredUpload {
  readonly key: string;
  readonly url: string;
}

/** GET get_policy_token: a policy for the shop signed in. */
export const getUploadPolicy = get('/api/v1/admin/get_policy_token', NO_PARAMS, answer<UploadPolicy>());

/**
 * POST /upload: a multipart form (not JSON), the object-storage form a policy authorises; the
 * signed policy is the credential, carried in the address (upload-address.ts). The server reads the
 * form and validates it with this schema.
 */
export const uploadFile = post(
  '/upload',
  schemasOf(() => import('./uploads.schema'))('uploadFileRequest'),
  answer<StoredUpload>(),
);

/** GET /upload/<key>: the stored file (ranges allowed), served to storefronts. */
export const downloadUpload = get('/upload/*', NO_PARAMS, answer<never>(), { raw: true });

/** GET /uploads/<key>: the address of files uploaded before they were served at the policy host. */
export const downloadLegacyUpload = get('/uploads/*', NO_PARAMS, answer<never>(), { raw: true });
