import { type ColumnMapping, type DateOrder, isImportJobFinished } from '../../../src/domain/import/import-job';
import { type ImportAnalysis, type ImportJobView } from '../../../src/domain/import/import-views';
import { type ImportJobPage, type ImportIssuePage } from '../../../src/contracts/imports.contract';
import { IMPORT_LIST_PAGE_SIZE } from '../../../src/contracts/imports.schema';
import { MAX_IMPORT_ROWS } from '../../../src/domain/import/imported-review';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type FileStorage } from '../storage/file-storage.port';
import { draftsAsJson } from './import-row-source';
import { type ImportJobRecord, type ImportJobRepository, type ImportJobSettings } from './import-job-repository.port';
import { type ReviewImportAnalyser } from './review-import-analyser';
import { type ImportMediaQueue } from './import-media-queue.port';
import { type DraftImportRequest, type ReviewImportStarter } from './review-import-starter.port';

export interface ReviewImportChanges {
  readonly job_id: number;
  readonly mapping?: ColumnMapping | undefined;
  readonly date_order?: DateOrder | undefined;
  readonly product_choices?: readonly { readonly reference: string; readonly product_id: string }[] | undefined;
  readonly publish?: boolean | undefined;
}

export interface ReviewImportDependencies {
  readonly jobs: ImportJobRepository;
  /** The media of each import's reviews: how many, fetched, failed (docs/product/import-media.md). */
  readonly media: Pick<ImportMediaQueue, 'countsByJob'>;
  readonly analyser: ReviewImportAnalyser;
  readonly storage: FileStorage;
  /** A fresh storage name (10 letters or digits) for an import's file. */
  readonly newFileName: () => string;
  /** Wakes the import worker (an import was queued). */
  readonly wakeWorker: () => void;
  readonly now: () => Date;
}

/**
 * The merchant's review imports (docs/product/import.md): a file is stored and analysed as a
 * draft, adjusted (mapping, date order, products, publishing), then queued for the worker;
 * other sources queue their drafts straight away. Cancel, undo, progress and the row report.
 */
export class ReviewImportUseCases implements ReviewImportStarter {
  constructor(private readonly deps: ReviewImportDependencies) {}

  async upload(shop: AuthenticatedShop, file: { readonly name: string; readonly bytes: Uint8Array }): Promise<ImportAnalysis> {
    if (file.bytes.length === 0) throw invalidInput('file', 'is empty');
    const fileKey = `${shop.id}/${this.deps.newFileName()}`;
    if (!(await this.deps.storage.save(fileKey, file.bytes))) throw new AppError('conflict', 'file: could not be stored; try again');
    try {
      const read = await this.deps.analyser.firstReading(fileKey, file.bytes);
      const result = await this.deps.analyser.analyse(shop, fileKey, read, false);
      const job = await this.deps.jobs.create(shop, {
        kind: 'file',
        origin: result.read.format ?? 'custom',
        label: file.name.slice(0, 200) || 'reviews.csv',
        status: 'draft',
        fileKey,
        settings: { read: result.read, analysis: result.analysis },
        totalRows: result.totalRows,
      });
      return this.analysisView(shop, job);
    } catch (error) {
      await this.deps.storage.remove(fileKey);
      throw error;
    }
  }

  async update(shop: AuthenticatedShop, changes: ReviewImportChanges): Promise<ImportAnalysis> {
    const job = await this.draft(shop, changes.job_id);
    const read = job.settings.read;
    const choices = { ...read.productChoices };
    for (const choice of changes.product_choices ?? []) choices[choice.reference] = choice.product_id;
    const next = {
      ...read,
      mapping: changes.mapping ?? read.mapping,
      dateOrder: changes.date_order ?? read.dateOrder,
      productChoices: choices,
      publish: changes.publish ?? read.publish,
    };
    // Publishing alone changes no row as read: the analysis stands, the file is not read again.
    if (changes.mapping === undefined && changes.date_order === undefined && changes.product_choices === undefined && job.settings.analysis) {
      if (!(await this.deps.jobs.updateDraft(shop, job.id, { read: next, analysis: job.settings.analysis }, job.totalRows))) throw this.notDraft();
      return this.analysisView(shop, await this.found(shop, job.id));
    }
    const dateOrderChosen = changes.date_order !== undefined || job.settings.analysis?.dateOrderConfirmed === true;
    const result = await this.deps.analyser.analyse(shop, job.fileKey, next, dateOrderChosen);
    if (!(await this.deps.jobs.updateDraft(shop, job.id, { read: result.read, analysis: result.analysis }, result.totalRows))) throw this.notDraft();
    return this.analysisView(shop, await this.found(shop, job.id));
  }

  async analysis(shop: AuthenticatedShop, id: number): Promise<ImportAnalysis> {
    return this.analysisView(shop, await this.draft(shop, id));
  }

  async start(shop: AuthenticatedShop, id: number): Promise<ImportJobView> {
    const job = await this.draft(shop, id);
    const analysis = job.settings.analysis;
    if (analysis?.dateOrderAmbiguous && !analysis.dateOrderConfirmed) throw invalidInput('date_order', 'choose whether the file writes dates day first or month first');
    if (!analysis || analysis.importableRows === 0) throw invalidInput('job_id', 'the file has no rows that can be imported');
    if (!(await this.deps.jobs.transition(shop, id, ['draft'], 'queued', this.deps.now()))) throw this.notDraft();
    this.deps.wakeWorker();
    return this.view(shop, await this.found(shop, id));
  }

  async cancel(shop: AuthenticatedShop, id: number): Promise<ImportJobView> {
    await this.found(shop, id);
    if (!(await this.deps.jobs.transition(shop, id, ['draft', 'queued', 'running'], 'cancelled', this.deps.now()))) {
      throw new AppError('conflict', 'job_id: the import has already finished');
    }
    return this.view(shop, await this.found(shop, id));
  }

  async undo(shop: AuthenticatedShop, id: number): Promise<ImportJobView> {
    const job = await this.found(shop, id);
    if (!isImportJobFinished(job.status)) throw new AppError('conflict', 'job_id: cancel the import before undoing it');
    if (job.undone) throw new AppError('conflict', 'job_id: the import was already undone');
    await this.deps.jobs.undo(shop, id);
    return this.view(shop, await this.found(shop, id));
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ImportJobView> {
    return this.view(shop, await this.found(shop, id));
  }

  async list(shop: AuthenticatedShop, request: { readonly page?: number | undefined; readonly page_size?: number | undefined }): Promise<ImportJobPage> {
    const page = request.page ?? 1;
    const pageSize = request.page_size ?? IMPORT_LIST_PAGE_SIZE;
    const { rows, total } = await this.deps.jobs.list(shop, { offset: (page - 1) * pageSize, limit: pageSize });
    return { list: await this.views(shop, rows), total, page, page_size: pageSize };
  }

  async issues(shop: AuthenticatedShop, request: { readonly job_id: number; readonly page?: number | undefined; readonly page_size?: number | undefined }): Promise<ImportIssuePage> {
    await this.found(shop, request.job_id);
    const page = request.page ?? 1;
    const pageSize = request.page_size ?? 1000;
    const { rows, total } = await this.deps.jobs.issues(shop, request.job_id, { offset: (page - 1) * pageSize, limit: pageSize });
    return { list: rows, total, page, page_size: pageSize };
  }

  async startFromDrafts(shop: AuthenticatedShop, request: DraftImportRequest): Promise<ImportJobView> {
    if (request.drafts.length === 0) throw invalidInput('reviews', 'must hold at least one review');
    if (request.drafts.length > MAX_IMPORT_ROWS) throw invalidInput('reviews', `must hold at most ${MAX_IMPORT_ROWS} reviews`);
    const fileKey = `${shop.id}/${this.deps.newFileName()}`;
    if (!(await this.deps.storage.save(fileKey, draftsAsJson(request.drafts)))) throw new AppError('conflict', 'reviews: could not be stored; try again');
    const settings: ImportJobSettings = {
      read: { dialect: null, headers: [], format: null, mapping: {}, dateOrder: null, productChoices: {}, publish: true },
      analysis: null,
    };
    const job = await this.deps.jobs.create(shop, {
      kind: request.kind,
      origin: request.origin,
      label: request.label.slice(0, 500),
      status: 'queued',
      fileKey,
      settings,
      totalRows: request.drafts.length,
    });
    this.deps.wakeWorker();
    return this.view(shop, job);
  }

  private async found(shop: AuthenticatedShop, id: number): Promise<ImportJobRecord> {
    const job = await this.deps.jobs.find(shop, id);
    if (!job) throw notFound('import');
    return job;
  }

  private async draft(shop: AuthenticatedShop, id: number): Promise<ImportJobRecord> {
    const job = await this.found(shop, id);
    if (job.status !== 'draft') throw this.notDraft();
    return job;
  }

  private notDraft(): AppError {
    return new AppError('conflict', 'job_id: the import has already started');
  }

  private async view(shop: AuthenticatedShop, job: ImportJobRecord): Promise<ImportJobView> {
    const [view] = await this.views(shop, [job]);
    return view!;
  }

  private async views(shop: AuthenticatedShop, jobs: readonly ImportJobRecord[]): Promise<ImportJobView[]> {
    const media = await this.deps.media.countsByJob(shop, jobs.map((job) => job.id));
    return jobs.map((job) => importJobView(job, media.get(job.id) ?? { total: 0, fetched: 0, failed: 0 }));
  }

  private async analysisView(shop: AuthenticatedShop, job: ImportJobRecord): Promise<ImportAnalysis> {
    const { read, analysis } = job.settings;
    if (!analysis) throw this.notDraft();
    return {
      job: await this.view(shop, job),
      encoding: read.dialect?.encoding ?? 'utf-8',
      delimiter: read.dialect?.delimiter ?? ',',
      headers: read.headers,
      format: read.format,
      mapping: read.mapping,
      date_order: read.dateOrder,
      date_order_ambiguous: analysis.dateOrderAmbiguous,
      date_order_confirmed: analysis.dateOrderConfirmed,
      date_samples: analysis.dateSamples,
      preview: analysis.preview,
      unknown_products: analysis.unknownProducts.map((entry) => ({ ...entry, product_id: read.productChoices[entry.reference] ?? null })),
      issue_counts: analysis.issueCounts,
      issue_examples: analysis.issueExamples ?? {},
      importable_rows: analysis.importableRows,
      publish: read.publish,
    };
  }
}

export function importJobView(job: ImportJobRecord, media: { readonly total: number; readonly fetched: number; readonly failed: number }): ImportJobView {
  return {
    id: job.id,
    kind: job.kind,
    origin: job.origin,
    label: job.label,
    status: job.status,
    total_rows: job.totalRows,
    processed_rows: job.processedRows,
    imported_count: job.importedCount,
    duplicate_count: job.duplicateCount,
    skipped_count: job.skippedCount,
    warning_count: job.warningCount,
    media_total: media.total,
    media_fetched: media.fetched,
    media_failed: media.failed,
    undone: job.undone,
    failure: job.failure,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
