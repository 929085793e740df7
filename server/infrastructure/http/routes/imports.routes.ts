import { type Context } from 'hono';
import {
  cancelReviewImport,
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  getReviewImports,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
  uploadReviewFile,
} from '../../../../src/contracts/imports.contract';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILE_SIZE } from '../../../../src/domain/import/imported-review';
import { formatFileSizeLimit } from '../../../../src/domain/validation/file-size';
import { type ReviewImportUseCases } from '../../../application/imports/review-import-use-cases';
import { AppError } from '../../../application/shared/app-error';
import { ContractRoutes } from '../contract-routes';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { limitBody } from '../limit-body';
import { readAuthorisedUpload } from '../streamed-upload-form';

const ADMIN = '/api/v1/admin';
/** Room for the multipart boundaries around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FILE_TOO_LARGE = `file: must be ${formatFileSizeLimit(MAX_IMPORT_FILE_SIZE)} or smaller`;

/** The review file's upload path, which sets its own body limit instead of the API's. */
export const REVIEW_FILE_UPLOAD_PATH = uploadReviewFile.path;

/** Review imports from files (docs/product/import.md); mounted under /api/v1/admin behind sign-in. */
export function importRoutes(useCases: ReviewImportUseCases) {
  const routes = new ContractRoutes(ADMIN)
    .serve(updateReviewImport, (body, c) => useCases.update(c.get('shop'), body))
    .serve(getReviewImportAnalysis, (query, c) => useCases.analysis(c.get('shop'), query.job_id))
    .serve(startReviewImport, (body, c) => useCases.start(c.get('shop'), body.job_id))
    .serve(cancelReviewImport, (body, c) => useCases.cancel(c.get('shop'), body.job_id))
    .serve(undoReviewImport, (body, c) => useCases.undo(c.get('shop'), body.job_id))
    .serve(getReviewImport, (query, c) => useCases.get(c.get('shop'), query.job_id))
    .serve(getReviewImports, (query, c) => useCases.list(c.get('shop'), query))
    .serve(getReviewImportIssues, (query, c) => useCases.issues(c.get('shop'), query));
  routes.router.post(uploadReviewFile.path.slice(ADMIN.length), limitBody(MAX_IMPORT_FILE_BYTES + FORM_OVERHEAD_BYTES, FILE_TOO_LARGE), async (c: Context<HttpEnv>) => {
    // A multipart form, read as it streams in; the file is the form's one part (no credentials in it: the session signs the request).
    const upload = await readAuthorisedUpload(c.req.raw, {
      fileField: 'file',
      authorise: () => Promise.resolve(null),
      maxBytesOf: () => MAX_IMPORT_FILE_BYTES,
      tooLarge: () => new AppError('tooLarge', FILE_TOO_LARGE),
    });
    return ok(c, await useCases.upload(c.get('shop'), upload.file));
  });
  return routes.router;
}
