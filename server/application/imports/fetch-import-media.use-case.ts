import { uploadFile } from '../../../src/contracts/uploads.contract';
import { type FileStorage } from '../storage/file-storage.port';
import { uploadKey } from '../storage/upload-key';
import { type ClaimedImportMedia, IMPORT_MEDIA_MAX_ATTEMPTS, type ImportMediaQueue } from './import-media-queue.port';
import { type RemoteMediaFetcher } from './remote-media-fetcher.port';

/** How long after the first and the second failed try the next one comes (docs/product/import-media.md#retries). */
export const IMPORT_MEDIA_RETRY_DELAYS_MS = [60_000, 600_000] as const;

/** Longest original name kept, as for uploads. */
const MAX_ORIGINAL_NAME_LENGTH = 255;

export type ImportMediaOutcome = 'fetched' | 'dropped' | 'retry' | 'failed';

/**
 * One claimed media address of an imported review: downloads it, stores our copy like an upload
 * (served at /upload/<key>) and adds it to the review; or counts the failure, to be tried again
 * after a pause or given up. A review deleted meanwhile just drops its media.
 */
export class FetchImportMediaUseCase {
  constructor(
    private readonly queue: ImportMediaQueue,
    private readonly fetcher: RemoteMediaFetcher,
    private readonly storage: FileStorage,
    private readonly newFileName: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(item: ClaimedImportMedia): Promise<ImportMediaOutcome> {
    const result = await this.fetcher.fetch(item.sourceUrl, item.kind);
    if (!result.ok) {
      const retryAt = result.retryable ? this.retryAt(item.attempts + 1) : null;
      await this.queue.markFailed(item, `${result.code}: ${result.message}`, retryAt);
      return retryAt ? 'retry' : 'failed';
    }
    const { bytes, type } = result;
    const key = uploadKey(item.shopId, this.newFileName(), type.extensions[0] ?? '');
    if (!(await this.storage.save(key, bytes))) throw new Error(`Generated upload key ${key} is already taken`);
    try {
      const kept = await this.queue.markFetched(item, {
        key,
        url: `${uploadFile.path}/${key}`,
        kind: type.kind === 'image' ? 'photo' : 'video',
        contentType: type.contentType,
        sizeBytes: bytes.byteLength,
        originalName: originalNameOf(item.sourceUrl),
      });
      if (kept) return 'fetched';
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    await this.storage.remove(key);
    return 'dropped';
  }

  /** The next try after `failures` failed ones, or null when that was the last allowed. */
  private retryAt(failures: number): Date | null {
    const delay = IMPORT_MEDIA_RETRY_DELAYS_MS[failures - 1];
    return failures < IMPORT_MEDIA_MAX_ATTEMPTS && delay !== undefined ? new Date(this.now().getTime() + delay) : null;
  }
}

/** The address's last path segment, decoded, without control characters. */
function originalNameOf(sourceUrl: string): string {
  let segment = '';
  try {
    segment = new URL(sourceUrl).pathname.split('/').pop() ?? '';
    segment = decodeURIComponent(segment);
  } catch {
    // An undecodable name keeps its escapes.
  }
  // eslint-disable-next-line no-control-regex
  return segment.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_ORIGINAL_NAME_LENGTH);
}
