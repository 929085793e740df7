import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type UploadKey } from './upload-key';

export interface UploadedFile {
  readonly key: string;
  readonly originalName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
}

export interface UploadedFileRepository {
  record(shop: AuthenticatedShop, file: UploadedFile): Promise<void>;
  /** Whether the shop already has a file under the key. */
  isTaken(shop: AuthenticatedShop, key: string): Promise<boolean>;
  /**
   * For serving: uploads are public by design (review photos appear on the storefront), so
   * this read has no authenticated shop; it is scoped by the shop the key itself names.
   */
  findPublic(key: UploadKey): Promise<UploadedFile | null>;
}
