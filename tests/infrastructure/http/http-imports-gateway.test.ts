import { describe, expect, it } from 'vitest';
import { uploadReviewFile } from '../../../src/contracts/imports.contract';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpImportsGateway } from '../../../src/infrastructure/http/http-imports-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { importAnalysis } from '../../fakes/fake-imports';

describe('HttpImportsGateway', () => {
  it('posts the file as a multipart form with its part `file`', async () => {
    const api = new FakeApiClient().onPost(uploadReviewFile.path, importAnalysis());
    const gateway = new HttpImportsGateway(new ApiContractClient(api));
    const file = new File(['title,body\n'], 'export.csv', { type: 'text/csv' });
    expect((await gateway.upload(file)).job.id).toBe(7);
    const [call] = api.callsTo('POST', '/api/v1/admin/import/upload_review_file');
    const form = call?.options?.form;
    expect(form?.get('file')).toBeInstanceOf(File);
    expect((form?.get('file') as File).name).toBe('export.csv');
  });
});
