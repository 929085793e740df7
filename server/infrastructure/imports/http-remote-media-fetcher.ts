import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP } from 'node:net';
import { IMAGE_SIZE_LIMIT, VIDEO_SIZE_LIMIT } from '../../../src/contracts/uploads.contract';
import { fileSizeLimitInBytes } from '../../../src/domain/validation/file-size';
import {
  type RemoteMediaFailureCode,
  type RemoteMediaFetcher,
  type RemoteMediaResult,
} from '../../application/imports/remote-media-fetcher.port';
import { detectMediaType, MEDIA_SIGNATURE_BYTES } from '../../application/storage/media-types';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '../net/public-addresses';

export interface HttpRemoteMediaFetcherOptions {
  /** The whole download, redirects included. */
  readonly timeoutMs: number;
  readonly maxRedirects: number;
  /** Loopback and private networks too: development store mode and tests only, never in production. */
  readonly allowPrivateAddresses: boolean;
}

export const DEFAULT_REMOTE_MEDIA_OPTIONS: HttpRemoteMediaFetcherOptions = {
  timeoutMs: 15_000,
  maxRedirects: 3,
  allowPrivateAddresses: false,
};

const USER_AGENT = 'StarlingReviews-MediaImport/1.0';

class Refusal extends Error {
  constructor(
    readonly code: RemoteMediaFailureCode,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/**
 * Fetches review media over node:http(s) rather than fetch(): only these let us check the
 * address each connection really goes to (docs/product/import-media.md#fetching). Redirects are
 * followed by hand, each new address checked again; the body is read chunk by chunk and dropped
 * the moment it passes the size limit or its first bytes are not an accepted media type.
 */
export class HttpRemoteMediaFetcher implements RemoteMediaFetcher {
  constructor(private readonly options: HttpRemoteMediaFetcherOptions = DEFAULT_REMOTE_MEDIA_OPTIONS) {}

  async fetch(url: string, expected: 'photo' | 'video'): Promise<RemoteMediaResult> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      let address = this.checked(url);
      for (let redirects = 0; ; redirects += 1) {
        const response = await this.get(address, signal);
        const location = response.headers.location;
        if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
          response.resume();
          if (redirects >= this.options.maxRedirects) throw new Refusal('too_many_redirects', `more than ${this.options.maxRedirects} redirects`);
          address = this.checked(new URL(location, address).toString());
          continue;
        }
        if (response.statusCode !== 200) {
          response.resume();
          throw new Refusal('http_error', `the server answered HTTP ${response.statusCode ?? '?'}`, true);
        }
        return { ok: true, ...(await readMedia(response, expected)) };
      }
    } catch (error) {
      return failure(error, signal);
    }
  }

  /** An http(s) address whose host, when written as an IP address, is public. */
  private checked(url: string): URL {
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      throw new Refusal('invalid_address', 'is not an address');
    }
    if (address.protocol !== 'http:' && address.protocol !== 'https:') throw new Refusal('invalid_address', `${address.protocol} addresses are not fetched`);
    const host = address.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!this.options.allowPrivateAddresses && isIP(host) !== 0 && !isPublicAddress(host)) {
      throw new Refusal('private_address', `${host} is not a public address`);
    }
    return address;
  }

  private get(address: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const get = address.protocol === 'https:' ? httpsGet : httpGet;
    return new Promise((resolve, reject) => {
      const request = get(
        address,
        {
          signal,
          headers: { 'user-agent': USER_AGENT, accept: 'image/*,video/*;q=0.9,*/*;q=0.1' },
          ...(this.options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
        },
        resolve,
      );
      request.on('error', reject);
    });
  }
}

/** The body, when its first bytes are an accepted media type and it stays within that type's limit. */
async function readMedia(response: IncomingMessage, expected: 'photo' | 'video') {
  // Until the first bytes tell the type, the limit of the kind the import expects.
  let limit = fileSizeLimitInBytes(expected === 'video' ? VIDEO_SIZE_LIMIT : IMAGE_SIZE_LIMIT);
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new Refusal('too_large', `is larger than ${limit} bytes`);
  if (Number.isFinite(declared) && declared > limit) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let type: ReturnType<typeof detectMediaType> = null;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (!type && size >= MEDIA_SIGNATURE_BYTES) {
        type = mediaTypeOf(Buffer.concat(chunks));
        limit = Math.min(limit, fileSizeLimitInBytes(type.sizeLimit));
      }
      if (size > limit) throw tooLarge();
    }
  } finally {
    response.destroy();
  }
  const bytes = Buffer.concat(chunks);
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), type: type ?? mediaTypeOf(bytes) };
}

function mediaTypeOf(head: Buffer) {
  const type = detectMediaType(head.subarray(0, MEDIA_SIGNATURE_BYTES));
  if (!type) throw new Refusal('not_media', 'is not a JPEG, PNG, GIF or WebP image, nor an MP4, WebM or MOV video');
  return type;
}

function failure(error: unknown, signal: AbortSignal): RemoteMediaResult {
  if (error instanceof Refusal) return { ok: false, code: error.code, retryable: error.retryable, message: error.message };
  if (error instanceof PrivateAddressError) return { ok: false, code: 'private_address', retryable: false, message: error.message };
  if (signal.aborted) return { ok: false, code: 'timeout', retryable: true, message: 'took too long' };
  const reason = error instanceof Error ? error.message : String(error);
  return { ok: false, code: 'unreachable', retryable: true, message: reason };
}
