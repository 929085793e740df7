import { notFound } from '../shared/app-error';
import { type FileStorage } from './file-storage.port';
import { type UploadedFileRepository } from './uploaded-file-repository.port';
import { parseUploadKey } from './upload-key';

/** GET /uploads/<key>: a stored upload with the type recorded when it was checked. */
export class ReadUploadUseCase {
  constructor(
    private readonly files: UploadedFileRepository,
    private readonly storage: FileStorage,
  ) {}

  async execute(key: string) {
    const parsed = parseUploadKey(key);
    const file = parsed && (await this.files.findPublic(parsed));
    const bytes = file && (await this.storage.read(file.key));
    if (!file || !bytes) throw notFound('file');
    return { contentType: file.contentType, bytes };
  }
}
