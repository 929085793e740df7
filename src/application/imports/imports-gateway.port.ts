import { type ImportAnalysis } from '../../domain/import/import-views';

/**
 * The review file's upload (docs/product/import-screens.md): a multipart form, not a contract's
 * JSON request. The draft, the job and its report are plain calls through the ContractClient.
 */
export interface ImportsGateway {
  /** Uploads the CSV as a multipart form; answers its analysis as a draft import. */
  upload(file: File): Promise<ImportAnalysis>;
}
