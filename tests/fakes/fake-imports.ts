import { type ImportsGateway } from '../../src/application/imports/imports-gateway.port';
import { type RequestOf } from '../../src/contracts/contract';
import {
  cancelReviewImport,
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  getReviewImports,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
} from '../../src/contracts/imports.contract';
import { type ImportIssue } from '../../src/domain/import/import-job';
import { type ImportAnalysis, type ImportJobView } from '../../src/domain/import/import-views';
import { type FakeContractClient } from './fake-contract-client';

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

/** The server's import calls, by what they do. */
export type ImportCall = 'upload' | 'analysis' | 'update' | 'start' | 'cancel' | 'undo' | 'job' | 'list' | 'issues';

/**
 * The import endpoints in memory: one job, its analysis and its issues. `answer(client)` answers
 * the import contracts from them (an update applies its changes the way the server would answer
 * them); it is also the ImportsGateway that uploads the file. `advance` moves a started job on,
 * as the worker would.
 */
export class FakeImports implements ImportsGateway {
  analysisState: ImportAnalysis;
  jobs: ImportJobView[] = [];
  issueList: ImportIssue[] = [];
  /** The names of the files uploaded. */
  readonly uploads: string[] = [];
  /** Make the next call of this kind fail with this message. */
  failing: Partial<Record<ImportCall, string>> = {};

  constructor(analysis: ImportAnalysis = importAnalysis()) {
    this.analysisState = analysis;
  }

  answer(client: FakeContractClient): FakeContractClient {
    return client
      .on(getReviewImportAnalysis, () => this.reply('analysis', () => this.analysisState))
      .on(updateReviewImport, (request) => this.reply('update', () => this.update(request)))
      .on(startReviewImport, () => this.reply('start', () => this.setJob({ ...this.analysisState.job, status: 'queued' })))
      .on(cancelReviewImport, () => this.reply('cancel', () => this.setJob({ ...this.analysisState.job, status: 'cancelled' })))
      .on(undoReviewImport, () => this.reply('undo', () => this.setJob({ ...this.analysisState.job, undone: true })))
      .on(getReviewImport, () => this.reply('job', () => this.analysisState.job))
      .on(getReviewImports, ({ page = 1, page_size: pageSize = 20 }) => this.reply('list', () => this.page(this.jobs, page, pageSize)))
      .on(getReviewImportIssues, ({ page = 1, page_size: pageSize = 20 }) => this.reply('issues', () => this.page(this.issueList, page, pageSize)));
  }

  /** The worker's progress: the job's fields change as given. */
  advance(changes: Partial<ImportJobView>): void {
    this.setJob({ ...this.analysisState.job, ...changes });
  }

  upload(file: File): Promise<ImportAnalysis> {
    this.uploads.push(file.name);
    return this.reply('upload', () => this.analysisState);
  }

  private update(changes: RequestOf<typeof updateReviewImport>): ImportAnalysis {
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
  }

  private page<T>(all: readonly T[], page: number, pageSize: number): { list: T[]; total: number; page: number; page_size: number } {
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, page_size: pageSize };
  }

  private setJob(job: ImportJobView): ImportJobView {
    this.analysisState = { ...this.analysisState, job };
    return job;
  }

  private reply<T>(call: ImportCall, answer: () => T): Promise<T> {
    const failure = this.failing[call];
    if (failure !== undefined) {
      delete this.failing[call];
      return Promise.reject(new Error(failure));
    }
    return Promise.resolve(structuredClone(answer()));
  }
}
