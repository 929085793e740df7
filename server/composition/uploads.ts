import { ReadUploadUseCase } from '../application/storage/read-upload.use-case';
import { type AreaRoutes } from '../infrastructure/http/app';
import { uploadPolicyRoutes } from '../infrastructure/http/routes/upload-policy.routes';
import { uploadRoutes } from '../infrastructure/http/routes/uploads.routes';
import { type Platform } from './platform';

/** The admin's signed upload policies and the uploaded files, served inert (docs/decisions/0031-signed-uploads-served-inert.md). */
export function composeUploads({ files }: Platform): AreaRoutes {
  return {
    admin: [uploadPolicyRoutes(files.issuePolicy, files.publicOrigin)],
    public: [{ base: '/', routes: uploadRoutes(files.accept, new ReadUploadUseCase(files.uploaded, files.storage), files.publicOrigin) }],
  };
}
