import { type ApiQuery } from './api-client.port';

export interface DownloadOptions {
  /** The file's name when the answer does not name it (Content-Disposition). */
  readonly fallbackName: string;
  readonly signal?: AbortSignal;
}

/**
 * Files from the main API (a CSV export…): the ApiClient reads JSON envelopes only and a plain
 * link cannot carry the Bearer token, so this fetches with the token and hands the answer to
 * the browser as a download. Resolves with the file's name; failures reject with an ApiError.
 */
export interface FileDownloader {
  download(path: string, query: ApiQuery, options: DownloadOptions): Promise<string>;
}
