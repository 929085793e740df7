import { type ImportDraftChanges, type ImportsGateway } from '../../src/application/imports/imports-gateway.port';
import { type ImportIssuePage, type ImportJobPage } from '../../src/contracts/imports.contract';
import { type ImportIssue } from '../../src/domain/import/import-job';
import { type ImportAnalysis, type ImportJobView } from '../../src/domain/import/import-views';

export function importJob(changes: Partial<ImportJobView> = {}): ImportJobView {
  return {
    id: 7,
    kind: 'file',
    origin: 'judgeme',
    label: 'judgeme-export.csv',
    status: 'draft',
    total_rows: 3,
    processed_rows: 0,
    imported_count: 0,
    duplicate_count: 0,
    skipped_count: 0,
    warning_count: 0,
    media_total: 0,
    media_fetched: 0,
    media_failed: 0,
    undone: false,
    failure: null,
    created_at: '2026-11-20T10:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...changes,
  };
}

export function importAnalysis(changes: Partial<ImportAnalysis> = {}): ImportAnalysis {
  return {
    job: importJob(),
    encoding: 'UTF-8',
    delimiter: ',',
    headers: ['title', 'body', 'rating', 'review_date', 'reviewer_name', 'product_handle', 'picture_urls'],
    format: 'judgeme',
    mapping: { title: 0, body: 1, rating: 2, commented_at: 3, author_name: 4, product_handle: 5, photo_urls: [6] },
    date_order: null,
    date_order_ambiguous: false,
    date_order_confirmed: false,
    date_samples: [],
    preview: [
      {
        row: 1,
        product: 'Classic Rain Jacket',
        store_review: false,
        rating: 5,
        title: 'Keeps me dry',
        body: 'Wore it all week in the rain.',
        author_name: 'Mia K.',
        commented_at: '2024-03-18T09:30:00.000Z',
        published: true,
        photos: 2,
        videos: 0,
        has_reply: true,
        claims_verified_purchase: true,
        incentivized: true,
        issues: [],
      },
      {
        row: 2,
        product: '',
        store_review: true,
        rating: null,
        title: '',
        body: 'No stars here',
        author_name: 'Ben',
        commented_at: null,
        published: true,
        photos: 0,
        videos: 0,
        has_reply: false,
        claims_verified_purchase: false,
        incentivized: false,
        issues: [{ row: 2, code: 'rating_missing', field: 'rating', value: '' }],
      },
    ],
    unknown_products: [],
    issue_counts: { rating_missing: 1 },
    issue_examples: { rating_missing: [{ row: 2, code: 'rating_missing', field: 'rating', value: '' }] },
    importable_rows: 2,
    publish: true,
    ...changes,
  };
}

/**
 * The import endpoints in memory: one job, its analysis and its issues; `update` applies the
 * changes the way the server would answer them; `advance` moves a started job on, as the worker would.
 */
export class FakeImportsGateway implements ImportsGateway {
  analysisState: ImportAnalysis;
  jobs: ImportJobView[] = [];
  issueList: ImportIssue[] = [];
  readonly calls: { readonly method: string; readonly args: readonly unknown[] }[] = [];
  /** Make the next call of this method fail with this message. */
  failing: Partial<Record<keyof ImportsGateway, string>> = {};

  constructor(analysis: ImportAnalysis = importAnalysis()) {
    this.analysisState = analysis;
  }


  callsTo(method: keyof ImportsGateway): (readonly unknown[])[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** The worker's progress: the job's fields change as given. */
  advance(changes: Partial<ImportJobView>): void {
    this.setJob({ ...this.analysisState.job, ...changes });
  }

  upload(file: File): Promise<ImportAnalysis> {
    return this.answer('upload', [file.name], () => this.analysisState);
  }

  analysis(jobId: number): Promise<ImportAnalysis> {
    return this.answer('analysis', [jobId], () => this.analysisState);
  }

  update(jobId: number, changes: ImportDraftChanges): Promise<ImportAnalysis> {
    return this.answer('update', [jobId, changes], () => {
      const current = this.analysisState;
      this.analysisState = {
        ...current,
        ...(changes.mapping ? { mapping: changes.mapping } : {}),
        ...(changes.date_order ? { date_order: changes.date_order, date_order_confirmed: true } : {}),
        ...(changes.publish !== undefined ? { publish: changes.publish } : {}),
        ...(changes.product_choices
          ? {
              unknown_products: current.unknown_products.map((product) => {
                const choice = changes.product_choices?.find((candidate) => candidate.reference === product.reference);
                return choice ? { ...product, product_id: choice.product_id } : product;
              }),
            }
          : {}),
      };
      return this.analysisState;
    });
  }

  start(jobId: number): Promise<ImportJobView> {
    return this.answer('start', [jobId], () => this.setJob({ ...this.analysisState.job, status: 'queued' }));
  }

  cancel(jobId: number): Promise<ImportJobView> {
    return this.answer('cancel', [jobId], () => this.setJob({ ...this.analysisState.job, status: 'cancelled' }));
  }

  undo(jobId: number): Promise<ImportJobView> {
    return this.answer('undo', [jobId], () => this.setJob({ ...this.analysisState.job, undone: true }));
  }

  job(jobId: number): Promise<ImportJobView> {
    return this.answer('job', [jobId], () => this.analysisState.job);
  }

  list(page: number, pageSize: number): Promise<ImportJobPage> {
    return this.answer('list', [page, pageSize], () => ({
      list: this.jobs.slice((page - 1) * pageSize, page * pageSize),
      total: this.jobs.length,
      page,
      page_size: pageSize,
    }));
  }

  issues(jobId: number, page: number, pageSize: number): Promise<ImportIssuePage> {
    return this.answer('issues', [jobId, page, pageSize], () => ({
      list: this.issueList.slice((page - 1) * pageSize, page * pageSize),
      total: this.issueList.length,
      page,
      page_size: pageSize,
    }));
  }

  private setJob(job: ImportJobView): ImportJobView {
    this.analysisState = { ...this.analysisState, job };
    return job;
  }

  private answer<T>(method: keyof ImportsGateway, args: readonly unknown[], reply: () => T): Promise<T> {
    this.calls.push({ method, args });
    const failure = this.failing[method];
    if (failure !== undefined) {
      delete this.failing[method];
      return Promise.reject(new Error(failure));
    }
    return Promise.resolve(structuredClone(reply()));
  }
}
