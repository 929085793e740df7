import { describe, expect, it } from 'vitest';
import { getReviewImportIssues, getReviewImports, updateReviewImport, uploadReviewFile } from '../../../src/contracts/imports.contract';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpImportsGateway } from '../../../src/infrastructure/http/http-imports-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { importAnalysis } from '../../fakes/fake-imports-gateway';

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

  it('sends a draft change with its job and reads lists and issue pages as the server reads them', async () => {
    const api = new FakeApiClient()
      .onPost(updateReviewImport.path, importAnalysis())
      .onGet(getReviewImports.path, { list: [], total: 0, page: 2, page_size: 20 })
      .onGet(getReviewImportIssues.path, { list: [], total: 0, page: 1, page_size: 5000 });
    const gateway = new HttpImportsGateway(new ApiContractClient(api));
    await gateway.update(7, { date_order: 'mdy', publish: false });
    expect((await updateReviewImport.request()).parse(api.callsTo('POST', updateReviewImport.path)[0]?.body)).toEqual({ job_id: 7, date_order: 'mdy', publish: false });
    await gateway.list(2, 20);
    expect((await getReviewImports.request()).parse(api.callsTo('GET', getReviewImports.path)[0]?.query)).toEqual({ page: 2, page_size: 20 });
    await gateway.issues(7, 1, 5000);
    expect((await getReviewImportIssues.request()).parse(api.callsTo('GET', getReviewImportIssues.path)[0]?.query)).toEqual({ job_id: 7, page: 1, page_size: 5000 });
  });
});
