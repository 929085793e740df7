import { type ContractClient } from '../../application/http/contract-client.port';
import { type ImportsGateway } from '../../application/imports/imports-gateway.port';
import { uploadReviewFile } from '../../contracts/imports.contract';
import { type ImportAnalysis } from '../../domain/import/import-views';

/** The review file's upload, a multipart form through upload_review_file's contract. */
export class HttpImportsGateway implements ImportsGateway {
  constructor(private readonly client: ContractClient) {}

  upload(file: File): Promise<ImportAnalysis> {
    const form = new FormData();
    form.append('file', file, file.name);
    // A file may take a while: a second upload must not cancel the first's answer.
    return this.client.call(uploadReviewFile, {}, { form, allowConcurrent: true });
  }
}
