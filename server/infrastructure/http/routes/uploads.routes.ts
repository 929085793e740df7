import { type Context, Hono } from 'hono';
import {
  downloadLegacyUpload,
  downloadUpload,
  MAX_UPLOAD_BYTES,
  uploadFile,
  VIDEO_SIZE_LIMIT,
} from '../../../../src/contracts/uploads.contract';
import { uploadAddressCredentials, uploadFileRequest } from '../../../../src/contracts/uploads.schema';
import { formatFileSizeLimit } from '../../../../src/domain/validation/file-size';
import { type AcceptUploadUseCase, type UploadCredentials, type UploadGrant } from '../../../application/storage/accept-upload.use-case';
import { type ByteRange } from '../../../application/storage/file-storage.port';
import { type ReadUploadUseCase } from '../../../application/storage/read-upload.use-case';
import { AppError } from '../../../application/shared/app-error';
import { ContractRoutes } from '../contract-routes';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseInput } from '../request-input';
import { limitBody, refuseUnreadBody } from '../limit-body';
import { publicOrigin } from '../public-origin';
import { readAuthorisedUpload } from '../streamed-upload-form';

/** Room for the form's other fields and multipart boundaries around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const ONE_YEAR_SECONDS = 31_536_000;
/** Whatever a stored file holds, a browser never runs it as a page of this origin. */
const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

const UPLOAD_TOO_LARGE = `file: must be ${formatFileSizeLimit(VIDEO_SIZE_LIMIT)} or smaller`;

/**
 * POST /upload (the form a get_policy_token policy authorises) and GET /upload/<key>, the file's
 * address; mounted at the root. The upload is a multipart form, not JSON: it is read here as it
 * streams in, under its own body limit; the fields before the file are validated with the
 * contract's schema, and the policy in its address verified before a byte of the body is read.
 */
export function uploadRoutes(acceptUpload: AcceptUploadUseCase, readUpload: ReadUploadUseCase, configuredOrigin: string | null) {
  const files = new ContractRoutes('')
    .serveRaw(downloadUpload, (_request, c) => serveUpload(c, readUpload, c.req.path.slice(prefixOf(downloadUpload.path).length)))
    .serveRaw(downloadLegacyUpload, (_request, c) => serveUpload(c, readUpload, c.req.path.slice(prefixOf(downloadLegacyUpload.path).length)));
  return new Hono<HttpEnv>()
    .post(uploadFile.path, ...uploadFormHandlers(acceptUpload, configuredOrigin))
    .route('/', files.router);
}

/**
 * The upload form's handlers: its own body limit (from Content-Length when declared), then the
 * credential in the address checked from the request line (a form without a valid one is refused
 * before a byte of its body is read), then the form read as it streams in. The admin's
 * path takes only the admin's policies; the app proxy's (`storefront`) only a shopper's policy
 * issued to the shop the proxy names, so a shopper's policy never escapes the proxy's limits.
 */
export function uploadFormHandlers(
  acceptUpload: AcceptUploadUseCase,
  configuredOrigin: string | null,
  storefront?: { readonly shopOfRequest: (c: Context<HttpEnv>) => number },
) {
  const grantOfAddress = async (c: Context<HttpEnv>): Promise<UploadGrant> => {
    const grant = await acceptUpload.authorise(addressCredentials(c.req.query()));
    if ((grant.audience === 'storefront') !== (storefront !== undefined)) throw new AppError('forbidden', 'policy: is not for this upload path');
    if (storefront && grant.shop.id !== storefront.shopOfRequest(c)) throw new AppError('forbidden', 'policy: was issued to another shop');
    return grant;
  };
  return [
    limitBody(MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES, UPLOAD_TOO_LARGE),
    async (c: Context<HttpEnv>) => {
      const grant = await grantOfAddress(c).catch((error: unknown) => refuseUnreadBody(c, error instanceof Error ? error : new Error(String(error))));
      const { grant: requestedKey, file } = await readAuthorisedUpload(c.req.raw, {
        fileField: 'file',
        authorise: (fields) => Promise.resolve(acceptUpload.keyWithin(grant, parseInput(uploadFormFields, fields).key)),
        maxBytesOf: () => grant.maxBytes,
        tooLarge: () => new AppError('tooLarge', UPLOAD_TOO_LARGE),
      }).catch((error: unknown) => {
        // Refused before the body was read to its end: the connection cannot carry another request.
        c.header('Connection', 'close');
        throw error;
      });
      return ok(c, await acceptUpload.execute(grant, requestedKey, file, publicOrigin(c, configuredOrigin)));
    },
  ] as const;
}

/** The form's fields before its file, validated with the contract's schema. */
const uploadFormFields = uploadFileRequest.omit({ file: true });

function addressCredentials(query: Readonly<Record<string, string>>): UploadCredentials {
  // The form's callback field is accepted for compatibility and ignored: this server is the
  // storage, and it never calls an address a client supplied.
  const address = parseInput(uploadAddressCredentials, query);
  return { policy: address.policy, accessId: address.OSSAccessKeyId, signature: address.policy_signature };
}

/** '/upload/' of '/upload/*': what precedes a file's key. */
function prefixOf(pattern: string): string {
  return pattern.slice(0, -'*'.length);
}

async function serveUpload(c: Context<HttpEnv>, readUpload: ReadUploadUseCase, key: string) {
  const file = await readUpload.execute(key);
  const isMedia = /^(image|video)\//.test(file.contentType);
  c.header('Content-Type', file.contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
  c.header('Content-Disposition', isMedia ? 'inline' : 'attachment');
  c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  c.header('Accept-Ranges', 'bytes');
  const range = byteRange(c.req.header('Range'), file.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  const status = range ? 206 : 200;
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  c.header('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  // A HEAD answer has no body: opening the file for it would only leak the descriptor.
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(file.stream(range ?? undefined), status);
}

/**
 * One `bytes=start-end` range (browsers seek in videos with these; Safari plays none without);
 * a header this does not understand, or several ranges, gets the whole file as HTTP allows.
 */
function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
