import { type ContractClient } from '../../application/http/contract-client.port';
import { type ImportDraftChanges, type ImportsGateway } from '../../application/imports/imports-gateway.port';
import {
  cancelReviewImport,
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  getReviewImports,
  type ImportIssuePage,
  type ImportJobPage,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
  uploadReviewFile,
} from '../../contracts/imports.contract';
import { type ImportAnalysis, type ImportJobView } from '../../domain/import/import-views';

/** The review-import calls of the admin API, through their contracts. */
export class HttpImportsGateway implements ImportsGateway {
  constructor(private readonly client: ContractClient) {}

  upload(file: File): Promise<ImportAnalysis> {
    const form = new FormData();
    form.append('file', file, file.name);
    // A file may take a while: a second upload must not cancel the first's answer.
    return this.client.call(uploadReviewFile, {}, { form, allowConcurrent: true });
  }

  analysis(jobId: number): Promise<ImportAnalysis> {
    return this.client.call(getReviewImportAnalysis, { job_id: jobId });
  }

  update(jobId: number, changes: ImportDraftChanges): Promise<ImportAnalysis> {
    return this.client.call(updateReviewImport, { job_id: jobId, ...changes });
  }

  start(jobId: number): Promise<ImportJobView> {
    return this.client.call(startReviewImport, { job_id: jobId });
  }

  cancel(jobId: number): Promise<ImportJobView> {
    return this.client.call(cancelReviewImport, { job_id: jobId });
  }

  undo(jobId: number): Promise<ImportJobView> {
    return this.client.call(undoReviewImport, { job_id: jobId });
  }

  job(jobId: number): Promise<ImportJobView> {
    return this.client.call(getReviewImport, { job_id: jobId });
  }

  list(page: number, pageSize: number): Promise<ImportJobPage> {
    return this.client.call(getReviewImports, { page, page_size: pageSize });
  }

  issues(jobId: number, page: number, pageSize: number): Promise<ImportIssuePage> {
    return this.client.call(getReviewImportIssues, { job_id: jobId, page, page_size: pageSize });
  }
}
