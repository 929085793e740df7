import { notFound } from '../shared/app-error';
import { type ByteRange, type FileStorage } from './file-storage.port';
import { type UploadedFileRepository } from './uploaded-file-repository.port';
import { parseUploadKey } from './upload-key';

/**
 * GET /upload/<key>: a stored upload with the type recorded when it was checked. The bytes are
 * streamed, only the range asked for, so serving a video never holds it in memory.
 */
export class ReadUploadUseCase {
  constructor(
    private readonly files: UploadedFileRepository,
    private readonly storage: FileStorage,
  ) {}

  async execute(key: string) {
    const parsed = parseUploadKey(key);
    const file = parsed && (await this.files.findPublic(parsed));
    const size = file && (await this.storage.size(file.key));
    if (!file || size === null) throw notFound('file');
    return {
      contentType: file.contentType,
      size,
      stream: (range?: ByteRange) => this.storage.stream(file.key, range),
    };
  }
}
