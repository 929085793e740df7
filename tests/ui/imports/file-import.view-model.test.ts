import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelReviewImport,
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
} from '../../../src/contracts/imports.contract';
import { FileImportViewModel, IMPORT_POLL_MS, jobIdOf } from '../../../src/ui/imports/file-import.view-model';
import { importFileProblem, MAX_IMPORT_FILE_BYTES } from '../../../src/domain/import/imported-review';
import { FakeFileSaver } from '../../fakes/fake-file-saver';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeImports, importAnalysis, importJob } from '../../fakes/fake-imports';
import { FakeNavigator } from '../../fakes/fake-navigator';

function setup(server = new FakeImports()) {
  const client = server.answer(new FakeContractClient());
  const navigator = new FakeNavigator();
  const saver = new FakeFileSaver();
  const vm = new FileImportViewModel(server, client, navigator, saver);
  return { vm, server, client, navigator, saver };
}

const csv = (name = 'reviews.csv', text = 'title,body\nA,B\n') => new File([text], name, { type: 'text/csv' });

/** Lets the fake's promises and the view-model's continuations run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('FileImportViewModel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the upload step and refuses files that are not .csv/.txt, too large or empty, without calling the server', async () => {
    const { vm, server } = setup();
    vm.syncFromUrl('');
    expect(vm.step).toBe('upload');
    await vm.upload(new File(['x'], 'reviews.xlsx'));
    expect(vm.uploadProblem).toBe('type');
    await vm.upload(new File([''], 'reviews.csv'));
    expect(vm.uploadProblem).toBe('empty');
    expect(importFileProblem({ name: 'big.txt', size: MAX_IMPORT_FILE_BYTES + 1 })).toBe('size');
    expect(server.uploads).toEqual([]);
  });

  it('uploads, shows the analysis and puts the job in the address', async () => {
    const { vm, server, navigator, client } = setup();
    await vm.upload(csv());
    expect(server.uploads).toEqual(['reviews.csv']);
    expect(vm.step).toBe('analysis');
    expect(vm.analysis?.format).toBe('judgeme');
    expect(navigator.path).toBe('/import/file_import?job=7');
    // The address echoing back changes nothing.
    vm.syncFromUrl('?job=7');
    expect(client.callsTo(getReviewImport)).toEqual([]);
    expect(vm.canImport).toBe(true);
  });

  it("resumes a reload at the job's own step: draft → analysis, running → progress, finished → summary", async () => {
    const draft = setup();
    draft.vm.syncFromUrl('?job=7');
    await settle();
    expect(draft.vm.step).toBe('analysis');
    expect(draft.client.callsTo(getReviewImportAnalysis)).toEqual([{ job_id: 7 }]);

    const running = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'running', processed_rows: 1 }) })));
    running.vm.syncFromUrl('?job=7');
    await settle();
    expect(running.vm.step).toBe('progress');
    expect(running.vm.percent).toBe(33);
    expect(running.client.callsTo(getReviewImportAnalysis)).toEqual([]);
    running.vm.dispose();

    const done = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'completed', imported_count: 3 }) })));
    done.vm.syncFromUrl('?job=7');
    await settle();
    expect(done.vm.step).toBe('summary');
    expect(done.vm.polling).toBe(false);
  });

  it('reads only a positive whole job id from the address', () => {
    expect(jobIdOf('?job=12')).toBe(12);
    expect(jobIdOf('?job=0')).toBeNull();
    expect(jobIdOf('?job=1e3')).toBeNull();
    expect(jobIdOf('')).toBeNull();
  });

  it('blocks Import on an ambiguous date until the merchant chooses the order, then sends it', async () => {
    const { vm, client } = setup(new FakeImports(importAnalysis({ date_order_ambiguous: true, date_samples: ['03/04/2024', '05/06/2024'] })));
    vm.syncFromUrl('?job=7');
    await settle();
    expect(vm.needsDateOrder).toBe(true);
    expect(vm.importBlocker).toBe('dateOrder');
    expect(vm.canImport).toBe(false);
    await vm.start();
    expect(client.callsTo(startReviewImport)).toEqual([]);
    await vm.chooseDateOrder('dmy');
    expect(client.callsTo(updateReviewImport)).toEqual([{ job_id: 7, date_order: 'dmy' }]);
    expect(vm.needsDateOrder).toBe(false);
    expect(vm.canImport).toBe(true);
  });

  it('asks an unrecognised file for its mapping: Import waits for rating and text, Apply sends the columns', async () => {
    const { vm, client } = setup(new FakeImports(importAnalysis({ format: null, mapping: {}, headers: ['Stars', 'Text', 'Pic 1', 'Pic 2'] })));
    vm.syncFromUrl('?job=7');
    await settle();
    expect(vm.mappingShown).toBe(true);
    expect(vm.importBlocker).toBe('mapping');
    vm.mapColumn('rating', 0);
    vm.mapColumn('body', 1);
    vm.mapColumns('photo_urls', [3, 2]);
    expect(vm.mappingDirty).toBe(true);
    await vm.applyMapping();
    expect(client.callsTo(updateReviewImport)).toEqual([{ job_id: 7, mapping: { rating: 0, body: 1, photo_urls: [2, 3] } }]);
    expect(vm.importBlocker).toBeNull();
  });

  it('chooses a product for an unknown reference, or makes its rows store reviews', async () => {
    const unknown = [
      { reference: 'old-jacket', rows: 4, product_id: null },
      { reference: 'gone-boots', rows: 1, product_id: null },
    ];
    const { vm, client } = setup(new FakeImports(importAnalysis({ unknown_products: unknown })));
    vm.syncFromUrl('?job=7');
    await settle();
    vm.openPicker('old-jacket');
    await vm.chooseProduct({ id: 'gid://shopify/Product/9', title: 'Rain Jacket' });
    await vm.importAsStoreReviews('gone-boots');
    expect(client.callsTo(updateReviewImport)).toEqual([
      { job_id: 7, product_choices: [{ reference: 'old-jacket', product_id: 'gid://shopify/Product/9' }] },
      { job_id: 7, product_choices: [{ reference: 'gone-boots', product_id: '' }] },
    ]);
    expect(vm.chosenTitles['old-jacket']).toBe('Rain Jacket');
    expect(vm.analysis?.unknown_products.map((product) => product.product_id)).toEqual(['gid://shopify/Product/9', '']);
    expect(vm.pickingReference).toBeNull();
  });

  it('starts, polls every second while queued or running, and stops once finished', async () => {
    const { vm, server, client } = setup();
    vm.syncFromUrl('?job=7');
    await settle();
    await vm.start();
    expect(vm.step).toBe('progress');
    expect(vm.polling).toBe(true);
    server.advance({ status: 'running', processed_rows: 2 });
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(vm.percent).toBe(67);
    server.advance({ status: 'completed', processed_rows: 3, imported_count: 2, duplicate_count: 1 });
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(vm.step).toBe('summary');
    expect(vm.polling).toBe(false);
    const asked = client.callsTo(getReviewImport).length;
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 5);
    expect(client.callsTo(getReviewImport)).toHaveLength(asked);
  });

  it('keeps polling a finished import while its media are fetched', async () => {
    const { vm, server } = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'completed', imported_count: 2, media_total: 4, media_fetched: 1 }) })));
    vm.syncFromUrl('?job=7');
    await settle();
    expect(vm.mediaPending).toBe(true);
    expect(vm.polling).toBe(true);
    server.advance({ media_fetched: 3, media_failed: 1 });
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(vm.mediaPending).toBe(false);
    expect(vm.polling).toBe(false);
  });

  it('stops polling when the screen goes away', async () => {
    const { vm, client } = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'running' }) })));
    vm.syncFromUrl('?job=7');
    await settle();
    expect(vm.polling).toBe(true);
    vm.dispose();
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3);
    expect(client.callsTo(getReviewImport)).toHaveLength(1);
  });

  it('stops polling on a failed request and resumes on Try again', async () => {
    const { vm, server } = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'running' }) })));
    vm.syncFromUrl('?job=7');
    await settle();
    server.failing.job = 'Network Error';
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    expect(vm.error).toBe('Network Error');
    expect(vm.polling).toBe(false);
    vm.retry();
    await settle();
    expect(vm.error).toBe('');
    expect(vm.polling).toBe(true);
    vm.dispose();
  });

  it('cancels and undoes only after the confirmation', async () => {
    const { vm, client } = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'running' }) })));
    vm.syncFromUrl('?job=7');
    await settle();
    vm.askToCancel();
    vm.dismissConfirm();
    expect(client.callsTo(cancelReviewImport)).toEqual([]);
    vm.askToCancel();
    await vm.confirm();
    expect(client.callsTo(cancelReviewImport)).toEqual([{ job_id: 7 }]);
    expect(vm.step).toBe('summary');
    vm.askToUndo();
    await vm.confirm();
    expect(client.callsTo(undoReviewImport)).toEqual([{ job_id: 7 }]);
    expect(vm.job?.undone).toBe(true);
    expect(vm.confirming).toBeNull();
  });

  it('keeps the confirmation open with the refusal in it when an undo fails', async () => {
    const { vm, server } = setup(new FakeImports(importAnalysis({ job: importJob({ status: 'completed' }) })));
    vm.syncFromUrl('?job=7');
    await settle();
    server.failing.undo = 'id: the import is older than 30 days and cannot be undone';
    vm.askToUndo();
    await vm.confirm();
    expect(vm.confirming).toBe('undo');
    expect(vm.confirmation.failure).toBe('id: the import is older than 30 days and cannot be undone');
    expect(vm.error).toBe('');
    vm.dismissConfirm();
    vm.askToUndo();
    expect(vm.confirmation.failure).toBeNull();
    await vm.confirm();
    expect(vm.confirming).toBeNull();
    expect(vm.job?.undone).toBe(true);
  });

  it('builds the report from every page of issues', async () => {
    const server = new FakeImports(importAnalysis({ job: importJob({ status: 'completed', skipped_count: 2 }) }));
    server.issueList = Array.from({ length: 5001 }, (_, index) => ({ row: index + 1, code: 'rating_missing' as const, field: 'rating', value: '' }));
    const { vm, saver, client } = setup(server);
    vm.syncFromUrl('?job=7');
    await settle();
    await vm.downloadReport({ headers: ['Row', 'Column', 'Value', 'Problem', 'Duplicate of'], describe: (issue) => `said ${issue.code}` });
    expect(client.callsTo(getReviewImportIssues)).toEqual([
      { job_id: 7, page: 1, page_size: 5000 },
      { job_id: 7, page: 2, page_size: 5000 },
    ]);
    const [file] = saver.saved;
    expect(file?.filename).toBe('import-7-report.csv');
    expect(file?.text.trim().split('\r\n')).toHaveLength(5002);
  });

  it('shows a failed call in its banner and keeps the step', async () => {
    const server = new FakeImports();
    server.failing.upload = 'file: the file is not text';
    const { vm } = setup(server);
    await vm.upload(csv());
    expect(vm.error).toBe('file: the file is not text');
    expect(vm.step).toBe('upload');
  });

  it('goes back to the upload step for another file', async () => {
    const { vm, navigator } = setup();
    await vm.upload(csv());
    vm.startOver();
    expect(vm.step).toBe('upload');
    expect(navigator.path).toBe('/import/file_import');
  });
});
