// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import {
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  getReviewImports,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
  uploadReviewFile,
} from '../../../src/contracts/imports.contract';
import { type ColumnMapping } from '../../../src/domain/import/import-job';
import { type ImportAnalysis, type ImportJobView } from '../../../src/domain/import/import-views';
import { FileImportScreen } from '../../../src/ui/imports/file-import.screen';
import { FileUploadDetailScreen } from '../../../src/ui/imports/file-upload-detail.screen';
import { ImportHubScreen } from '../../../src/ui/imports/import-hub.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeFileSaver } from '../../fakes/fake-file-saver';
import { importAnalysis, importJob } from '../../fakes/fake-imports';
import { type FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { renderApp } from '../../support/render-app';
import { renderWithProviders } from '../../support/render-with-providers';
import { setScreenWidth } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';

const XSS = '<img src=x onerror="window.__xss=1">';

function setup() {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  return { container, api, saver: container.get<FakeFileSaver>(TOKENS.FileSaver), user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('/import', () => {
  it('offers every way in and lists past imports with origin, status, counts and a link to each', async () => {
    const { container, api } = setup();
    api.on(getReviewImports, {
      list: [
        importJob({ id: 12, label: XSS, status: 'completed', imported_count: 40, duplicate_count: 3, skipped_count: 2 }),
        importJob({ id: 11, label: 'loox.csv', origin: 'loox', status: 'failed', failure: 'file_unreadable' }),
      ],
      total: 2,
      page: 1,
      page_size: 20,
    });
    const view = renderWithProviders(<ImportHubScreen />, { container, path: '/import' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import reviews' })).toBeTruthy();
    for (const [name, href] of [
      ['Import a file', '/import/file_import'],
      ['Set up the bookmarklet', '/import/bookmark_import'],
      ['Import from a link', '/import/aliexpress_amazon_import'],
      ['Connect Dropshipman', '/import/dropshipman_sync'],
      ['Connect an app', '/collect/auth_import'],
      ['Add a review', '/collect/manual_import'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByText(/We read the export files of Judge\.me, Loox, Okendo/)).toBeTruthy();
    const row = (await screen.findByText(XSS)).closest('tr')!;
    expect(within(row).getByText('Judge.me')).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('Imported: 40 · Duplicates: 3 · Skipped: 2')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/import/file_import?job=12');
    expect(within(screen.getByText('loox.csv').closest('tr')!).getByText('Failed')).toBeTruthy();
    expect(view.container.querySelector('img[src="x"]')).toBeNull();
    expect(api.callsTo(getReviewImports)[0]).toEqual({ page: 1, page_size: 20 });
  });

  it('stacks each past import on a phone', async () => {
    setScreenWidth(390);
    const { container, api } = setup();
    api.on(getReviewImports, { list: [importJob({ status: 'running' })], total: 1, page: 1, page_size: 20 });
    renderWithProviders(<ImportHubScreen />, { container, path: '/import' });
    const label = await screen.findByText('judgeme-export.csv');
    expect(screen.queryByRole('columnheader', { name: 'Result' })).toBeNull();
    expect(within((label.closest('li') ?? label.closest('tr'))!).getByText('Importing')).toBeTruthy();
  });
});

const DONE = importJob({ status: 'completed', processed_rows: 3, imported_count: 1, skipped_count: 1, duplicate_count: 1, media_total: 2, media_fetched: 2 });

function answerWizard(api: FakeContractClient, analysis: ImportAnalysis = importAnalysis()) {
  let job: ImportJobView = analysis.job;
  api
    .on(uploadReviewFile, analysis)
    .on(getReviewImportAnalysis, analysis)
    .on(updateReviewImport, (request) => ({ ...analysis, ...(request.date_order ? { date_order: request.date_order, date_order_confirmed: true } : {}) }))
    .on(startReviewImport, () => (job = { ...job, status: 'queued' }))
    .on(getReviewImport, () => job);
  return { finish: () => (job = DONE) };
}

describe('/import/file_import', () => {
  it('uploads a file, shows what will be imported, imports it and shows the result', async () => {
    const { container, api, user } = setup();
    const { finish } = answerWizard(api);
    const view = renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import' });
    expect(await screen.findByText('Step 1 of 4: Upload')).toBeTruthy();
    expect(screen.getByText(/up to 100 MB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Supported files and where to find them' }).getAttribute('href')).toBe('/file_upload_detail');
    await user.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['title,body\n'], 'judgeme-export.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Recognised: an export from Judge.me')).toBeTruthy();
    expect(screen.getByText('Encoding: UTF-8 · Separator: comma · Columns: 7')).toBeTruthy();
    const first = screen.getByText('Keeps me dry').closest('tr')!;
    expect(within(first).getByText('Classic Rain Jacket')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(within(first).getByText('Photos: 2 · Videos: 0')).toBeTruthy();
    expect(within(first).getByText('Claims verified purchase')).toBeTruthy();
    expect(within(first).getByText('Incentivized')).toBeTruthy();
    expect(within(first).getByText('Has your reply')).toBeTruthy();
    const second = screen.getByText('No stars here').closest('tr')!;
    expect(within(second).getByText('Store review')).toBeTruthy();
    expect(within(second).getByText('The rating is missing.')).toBeTruthy();
    expect(screen.getByText('The rating is missing. Rows skipped: 1')).toBeTruthy();
    expect(screen.getByText('Row 2, column “rating”')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Publish imported reviews' }));
    await waitFor(() => expect(api.callsTo(updateReviewImport)).toEqual([{ job_id: 7, publish: false }]));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(api.callsTo(startReviewImport)).toEqual([{ job_id: 7 }]);
    expect(screen.getByText('0 of 3 rows (0%)')).toBeTruthy();

    finish();
    expect(await screen.findByText('Import finished', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Photos and videos fetched: 2 of 2')).toBeTruthy();
    // Exactly this import's reviews, not every review filed under its source.
    expect(screen.getByRole('link', { name: 'View imported reviews' }).getAttribute('href')).toBe('/reviewList?import=7');
  });

  it('resumes a reload at the summary and undoes the import after confirming', async () => {
    const { container, api, user } = setup();
    api.on(getReviewImport, DONE).on(undoReviewImport, { ...DONE, undone: true });
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7' });
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(api.callsTo(getReviewImportAnalysis)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every review this import added is removed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import undone')).toBeTruthy();
    expect(api.callsTo(undoReviewImport)).toEqual([{ job_id: 7 }]);
  });

  it('holds Import until the date order of an ambiguous file is chosen, showing its dates', async () => {
    const { container, api, user } = setup();
    answerWizard(api, importAnalysis({ date_order_ambiguous: true, date_samples: ['03/04/2024', '05/06/2024'] }));
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7' });
    expect(await screen.findByText('03/04/2024')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled') || screen.getByRole('button', { name: 'Import' }).getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getAllByText('Choose the date order to import.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Month first (mm/dd/yyyy)' }));
    await waitFor(() => expect(api.callsTo(updateReviewImport)).toEqual([{ job_id: 7, date_order: 'mdy' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false));
  });

  it('downloads the report in the merchant language, formula-looking values neutralised', async () => {
    const { container, api, user, saver } = setup();
    api.on(getReviewImport, DONE).on(getReviewImportIssues, {
      list: [
        { row: 2, code: 'rating_missing', field: 'rating', value: '=HYPERLINK("http://evil")' },
        { row: 3, code: 'duplicate_in_file', field: '', value: '', duplicateOf: 1 },
      ],
      total: 2,
      page: 1,
      page_size: 5000,
    });
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7', language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Bericht herunterladen' }));
    await waitFor(() => expect(saver.saved).toHaveLength(1));
    const lines = saver.saved[0]!.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Zeile,Spalte,Wert,Problembeschreibung,Duplikat von');
    expect(lines[1]).toBe(`2,rating,"'=HYPERLINK(""http://evil"")",Die Bewertung fehlt.,`);
    expect(lines[2]).toBe('3,,,Dieselbe Bewertung steht weiter oben in der Datei.,1');
    expect(api.callsTo(getReviewImportIssues)).toEqual([{ job_id: 7, page: 1, page_size: 5000 }]);
  });
});

describe('/import/file_import choices', () => {
  it('maps the columns of an unrecognised file and then offers Import: the stars are all a review needs', async () => {
    const { container, api, user } = setup();
    const analysis = importAnalysis({ format: null, mapping: {}, headers: ['Stars', 'Text'] });
    api
      .on(getReviewImport, analysis.job)
      .on(getReviewImportAnalysis, analysis)
      .on(updateReviewImport, (request) => ({ ...analysis, mapping: request.mapping as ColumnMapping }));
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7' });
    expect(await screen.findByText('We did not recognise this file: map your columns')).toBeTruthy();
    expect(screen.getByText('Map the rating column to import.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /Rating \(1 to 5 stars\)/ }), 'Stars');
    await user.click(screen.getByRole('button', { name: 'Apply mapping' }));
    await waitFor(() => expect(api.callsTo(updateReviewImport)).toEqual([{ job_id: 7, mapping: { rating: 0 } }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false));
  });

  it('sends the product chosen in the picker for an unknown reference, or makes its rows store reviews', async () => {
    const { container, api, user } = setup();
    container.get<FakePickerCatalog>(TOKENS.PickerCatalog).products = [fakeProduct('gid://shopify/Product/2', 'Wool Scarf')];
    let analysis = importAnalysis({
      unknown_products: [
        { reference: 'old-scarf', rows: 4, product_id: null },
        { reference: 'gone-boots', rows: 1, product_id: null },
      ],
    });
    api
      .on(getReviewImport, analysis.job)
      .on(getReviewImportAnalysis, () => analysis)
      .on(updateReviewImport, (request) => {
        const [choice] = request.product_choices ?? [];
        analysis = { ...analysis, unknown_products: analysis.unknown_products.map((product) => (product.reference === choice?.reference ? { ...product, product_id: choice.product_id } : product)) };
        return analysis;
      });
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7' });
    const scarf = (await screen.findByText('old-scarf')).closest('tr')!;
    expect(within(scarf).getByText('Skipped for now')).toBeTruthy();
    await user.click(within(scarf).getByRole('button', { name: 'Choose product' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Wool Scarf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await within(scarf).findByText('Wool Scarf')).toBeTruthy();
    const boots = screen.getByText('gone-boots').closest('tr')!;
    await user.click(within(boots).getByRole('button', { name: 'Import as store reviews' }));
    expect(await within(boots).findByText('Store reviews')).toBeTruthy();
    expect(api.callsTo(updateReviewImport)).toEqual([
      { job_id: 7, product_choices: [{ reference: 'old-scarf', product_id: 'gid://shopify/Product/2' }] },
      { job_id: 7, product_choices: [{ reference: 'gone-boots', product_id: '' }] },
    ]);
  });

  it('stacks the preview rows on a phone', async () => {
    setScreenWidth(390);
    const { container, api } = setup();
    answerWizard(api);
    renderWithProviders(<FileImportScreen />, { container, path: '/import/file_import?job=7' });
    const row = (await screen.findByText('Row 1')).closest('li') ?? (await screen.findByText('Row 1')).closest('tr');
    expect(within(row!).getByText('Keeps me dry')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Reviewer' })).toBeNull();
  });
});

describe('the import routes', () => {
  it('opens the formats page without signing in', async () => {
    renderApp('/file_upload_detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importing reviews from a file' })).toBeTruthy();
  });

  it('opens the hub at /import', async () => {
    const app = renderApp('/import', { signedIn: true });
    app.di.get<FakeContractClient>(TOKENS.ContractClient).on(getReviewImports, { list: [], total: 0, page: 1, page_size: 20 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Past imports' })).toBeTruthy();
    expect(await screen.findByText('No imports yet')).toBeTruthy();
  });
});

describe('/file_upload_detail', () => {
  it('explains each supported app, the rules and the template columns; a table at 1440 px', () => {
    setScreenWidth(1440);
    renderWithProviders(<FileUploadDetailScreen />, { path: '/file_upload_detail' });
    expect(screen.getByRole('heading', { level: 1, name: 'Importing reviews from a file' })).toBeTruthy();
    for (const app of ['Judge.me', 'Loox', 'Okendo', 'Yotpo', 'Trustoo', 'Shopify Product Reviews', 'Ryviu', 'Opinew']) {
      expect(screen.getByRole('heading', { level: 3, name: app })).toBeTruthy();
    }
    expect(screen.getByText(/marked as from a verified reviewer at most/)).toBeTruthy();
    expect(screen.getByText(/counted as a duplicate/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Column' })).toBeTruthy();
    expect(screen.getByText('product_handle')).toBeTruthy();
  });

  it('lists the template columns one under the other at 390 px', () => {
    setScreenWidth(390);
    renderWithProviders(<FileUploadDetailScreen />, { path: '/file_upload_detail' });
    expect(screen.queryByRole('columnheader', { name: 'Column' })).toBeNull();
    expect(screen.getByText('video_urls')).toBeTruthy();
  });
});
