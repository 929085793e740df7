import { type MediaType } from '../storage/media-types';

/**
 * Why a media address gave no file. `retryable` failures (the server answered with an error,
 * timed out, or could not be reached) are tried again later; the others never will work.
 */
export type RemoteMediaFailureCode =
  | 'invalid_address'
  | 'private_address'
  | 'too_many_redirects'
  | 'not_media'
  | 'too_large'
  | 'http_error'
  | 'timeout'
  | 'unreachable';

export type RemoteMediaResult =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly type: MediaType }
  | { readonly ok: false; readonly code: RemoteMediaFailureCode; readonly retryable: boolean; readonly message: string };

/**
 * Downloads a photo or video of an imported review from its source (docs/product/import-media.md#fetching):
 * http(s) only, public addresses only, within the time and size limits, and only when the bytes
 * really are one of the media types we accept.
 */
export interface RemoteMediaFetcher {
  fetch(url: string, expected: 'photo' | 'video'): Promise<RemoteMediaResult>;
}
