import { type BearerTokenProvider } from '../../application/auth/bearer-token-provider';
import { type AppConfig } from '../../application/config/app-config.port';
import { type ApiQuery } from '../../application/http/api-client.port';
import { ApiError, CANCELED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../application/http/api-error';
import { type DownloadOptions, type FileDownloader } from '../../application/http/file-downloader.port';
import { apiHeaders, failureMessage, queryString } from './api-request';

/** Hands a file to the user (saveWithLink in the browser). */
export type SaveFile = (file: Blob, filename: string) => void;

export interface FetchFileDownloaderDeps {
  readonly config: AppConfig;
  readonly fetch: typeof fetch;
  readonly tokens: BearerTokenProvider;
  readonly save: SaveFile;
}

/** Downloads from the main API with the app's Bearer token, like every FetchApiClient call. */
export class FetchFileDownloader implements FileDownloader {
  constructor(private readonly deps: FetchFileDownloaderDeps) {}

  async download(path: string, query: ApiQuery, options: DownloadOptions): Promise<string> {
    const headers = apiHeaders(await this.deps.tokens.token(), { accept: '*/*' });
    let response: Response;
    try {
      response = await this.deps.fetch(this.deps.config.apiBaseUrl + path + queryString(query), { headers, signal: options.signal });
    } catch {
      throw options.signal?.aborted ? new ApiError('canceled', CANCELED_MESSAGE) : new ApiError('network', NETWORK_ERROR_MESSAGE);
    }
    if (!response.ok) throw new ApiError('http', await failureMessage(response), null, null, response.status);
    const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? options.fallbackName;
    let file: Blob;
    try {
      file = await response.blob();
    } catch {
      throw options.signal?.aborted ? new ApiError('canceled', CANCELED_MESSAGE) : new ApiError('network', NETWORK_ERROR_MESSAGE);
    }
    this.deps.save(file, filename);
    return filename;
  }
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` wins over
 * `filename="…"`; any folder part is dropped. Null when there is none.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1]?.replace(/\\(.)/g, '$1') ?? /filename\s*=\s*([^;\s"]+)/i.exec(header)?.[1];
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const base = name?.split(/[/\\]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base : null;
}

/** Object URLs of files: the browser's `URL`. */
export type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/** Saves a file through a temporary `<a download>` link on an object URL. */
export function saveWithLink(document: Document, urls: ObjectUrls): SaveFile {
  return (file, filename) => {
    const url = urls.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has started the download; the URL can go once this task ends.
    setTimeout(() => urls.revokeObjectURL(url), 0);
  };
}
