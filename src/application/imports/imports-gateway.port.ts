import { type RequestOf } from '../../contracts/contract';
import { type ImportIssuePage, type ImportJobPage, type updateReviewImport } from '../../contracts/imports.contract';
import { type ImportAnalysis, type ImportJobView } from '../../domain/import/import-views';

/** What a draft import's update may change (its mapping, date order, product choices, publishing). */
export type ImportDraftChanges = Omit<RequestOf<typeof updateReviewImport>, 'job_id'>;

/** Review imports from a file (docs/product/import-screens.md): upload, the draft's analysis, the job, its report. */
export interface ImportsGateway {
  /** Uploads the CSV as a multipart form; answers its analysis as a draft import. */
  upload(file: File): Promise<ImportAnalysis>;
  analysis(jobId: number): Promise<ImportAnalysis>;
  update(jobId: number, changes: ImportDraftChanges): Promise<ImportAnalysis>;
  start(jobId: number): Promise<ImportJobView>;
  cancel(jobId: number): Promise<ImportJobView>;
  undo(jobId: number): Promise<ImportJobView>;
  job(jobId: number): Promise<ImportJobView>;
  list(page: number, pageSize: number): Promise<ImportJobPage>;
  issues(jobId: number, page: number, pageSize: number): Promise<ImportIssuePage>;
}
