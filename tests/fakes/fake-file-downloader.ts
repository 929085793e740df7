import { type ApiQuery } from '../../src/application/http/api-client.port';
import { type DownloadOptions, type FileDownloader } from '../../src/application/http/file-downloader.port';

export interface FakeDownload {
  readonly path: string;
  readonly query: ApiQuery;
  readonly filename: string;
}

/** Records downloads instead of fetching; `failWith` makes the next ones reject. */
export class FakeFileDownloader implements FileDownloader {
  readonly downloads: FakeDownload[] = [];
  private failure: Error | null = null;

  constructor(private readonly filename: string | null = null) {}

  failWith(error: Error | null): void {
    this.failure = error;
  }

  download(path: string, query: ApiQuery, options: DownloadOptions): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const filename = this.filename ?? options.fallbackName;
    this.downloads.push({ path, query, filename });
    return Promise.resolve(filename);
  }
}
