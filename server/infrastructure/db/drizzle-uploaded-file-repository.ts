import { and, eq } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type UploadKey } from '../../application/storage/upload-key';
import { type UploadedFile, type UploadedFileRepository } from '../../application/storage/uploaded-file-repository.port';
import { type AppDatabase } from './database';
import { uploadedFiles } from './schema';

const fileColumns = {
  key: uploadedFiles.key,
  originalName: uploadedFiles.originalName,
  contentType: uploadedFiles.contentType,
  sizeBytes: uploadedFiles.sizeBytes,
};

export class DrizzleUploadedFileRepository implements UploadedFileRepository {
  constructor(private readonly db: AppDatabase) {}

  async record(shop: AuthenticatedShop, file: UploadedFile): Promise<void> {
    await this.db.insert(uploadedFiles).values({ shopId: shop.id, ...file });
  }

  async isTaken(shop: AuthenticatedShop, key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.shopId, shop.id), eq(uploadedFiles.key, key)));
    return row !== undefined;
  }

  async findPublic(key: UploadKey): Promise<UploadedFile | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.shopId, key.shopId), eq(uploadedFiles.key, key.key)));
    return row ?? null;
  }
}
