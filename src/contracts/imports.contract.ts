import { type ImportIssue } from '../domain/import/import-job';
import { type ImportAnalysis, type ImportJobView } from '../domain/import/import-views';
import { answer, get, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./imports.schema'));

/** Review imports from files (docs/product/import.md). */
const IMPORT = '/api/v1/admin/import';

export interface ImportJobPage {
  readonly list: readonly ImportJobView[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

export interface ImportIssuePage {
  readonly list: readonly ImportIssue[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/**
 * POST upload_review_file: a multipart form (not JSON) with one part `file`, the CSV; the server
 * stores it, reads it through, and answers its analysis as a draft import.
 */
export const uploadReviewFile = post(`${IMPORT}/upload_review_file`, schema('uploadReviewFileRequest'), answer<ImportAnalysis>());

/** POST update_review_import: a draft's column mapping, date order, product choices or publishing; answers the new analysis. */
export const updateReviewImport = post(`${IMPORT}/update_review_import`, schema('updateReviewImportRequest'), answer<ImportAnalysis>());

/** GET get_review_import_analysis: a draft's analysis again (after a reload). */
export const getReviewImportAnalysis = get(`${IMPORT}/get_review_import_analysis`, schema('jobIdQuery'), answer<ImportAnalysis>());

/** POST start_review_import: the draft is queued; the worker imports it chunk by chunk. */
export const startReviewImport = post(`${IMPORT}/start_review_import`, schema('jobIdRequest'), answer<ImportJobView>());

/** POST cancel_review_import: stops a draft, queued or running import; what it imported stays (Undo removes it). */
export const cancelReviewImport = post(`${IMPORT}/cancel_review_import`, schema('jobIdRequest'), answer<ImportJobView>());

/** POST undo_review_import: removes the reviews a finished import added. */
export const undoReviewImport = post(`${IMPORT}/undo_review_import`, schema('jobIdRequest'), answer<ImportJobView>());

/** GET get_review_import: one import's progress. */
export const getReviewImport = get(`${IMPORT}/get_review_import`, schema('jobIdQuery'), answer<ImportJobView>());

/** GET get_review_imports: the shop's imports, newest first. */
export const getReviewImports = get(`${IMPORT}/get_review_imports`, schema('importListQuery'), answer<ImportJobPage>());

/** GET get_review_import_issues: an import's row problems in row order (the downloadable report). */
export const getReviewImportIssues = get(`${IMPORT}/get_review_import_issues`, schema('importIssuesQuery'), answer<ImportIssuePage>());
