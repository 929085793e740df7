import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type ImportsGateway } from '../../application/imports/imports-gateway.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type FileSaver } from '../../application/platform/file-saver.port';
import { TOKENS } from '../../application/tokens';
import { type RequestOf } from '../../contracts/contract';
import {
  cancelReviewImport,
  getReviewImport,
  getReviewImportAnalysis,
  getReviewImportIssues,
  startReviewImport,
  undoReviewImport,
  updateReviewImport,
} from '../../contracts/imports.contract';
import { IMPORT_ISSUES_MAX_PAGE_SIZE } from '../../contracts/imports.schema';
import { type ColumnMapping, type DateOrder, type ImportIssue, isImportJobFinished, type MappableField } from '../../domain/import/import-job';
import { importReportCsv, type ImportReportWords } from '../../domain/import/import-report';
import { importTemplateCsv } from '../../domain/import/import-template';
import { missingRequiredFields } from '../../domain/import/file-formats';
import { type ImportAnalysis, type ImportJobView } from '../../domain/import/import-views';
import { importFileProblem } from '../../domain/import/imported-review';
import { errorMessage } from '../kit/list-notifier';
import { FILE_IMPORT_PATH, importProgressPath } from '../routing/import-paths';
import { DialogAction } from '../kit/dialog-action';

export const IMPORT_POLL_MS = 1000;
const CSV_TYPE = 'text/csv;charset=utf-8';

/** What a draft import's update may change (its mapping, date order, product choices, publishing). */
type ImportDraftChanges = Omit<RequestOf<typeof updateReviewImport>, 'job_id'>;

export type FileImportStep = 'upload' | 'analysis' | 'progress' | 'summary';
export type UploadProblem = NonNullable<ReturnType<typeof importFileProblem>>;

/** `?job=<id>` of the address, or null. */
export function jobIdOf(search: string): number | null {
  const text = new URLSearchParams(search).get('job') ?? '';
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

function mediaPending(job: ImportJobView): boolean {
  return job.status === 'completed' && !job.undone && job.media_fetched + job.media_failed < job.media_total;
}

function sameMapping(a: ColumnMapping, b: ColumnMapping): boolean {
  const canonical = (mapping: ColumnMapping) =>
    JSON.stringify(Object.entries(mapping).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

/**
 * /import/file_import (docs/product/import-screens.md#wizard): upload → analysis (format, dates,
 * mapping, unknown products, preview) → progress → summary. The job's id lives in the address,
 * so a reload resumes at the job's own step.
 */
@injectable()
export class FileImportViewModel {
  jobId: number | null = null;
  job: ImportJobView | null = null;
  analysis: ImportAnalysis | null = null;
  loading = false;
  /** The last call's failure, shown in a banner; '' when none. */
  error = '';
  uploadProblem: UploadProblem | null = null;
  uploading = false;
  /** A draft change is on its way (mapping, date order, product, publishing). */
  updating = false;
  starting = false;
  /** The cancel or undo waiting for the merchant's yes (its subject); it runs with its dialog open. */
  readonly confirmation = new DialogAction<'cancel' | 'undo'>();
  downloading = false;
  mappingOpen = false;
  mappingDraft: ColumnMapping = {};
  /** The unknown product reference the picker is choosing for; null when closed. */
  pickingReference: string | null = null;
  /** Titles of the products chosen here, by reference (the analysis knows only their ids). */
  chosenTitles: Readonly<Record<string, string>> = {};

  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    @inject(TOKENS.ImportsGateway) private readonly gateway: ImportsGateway,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.FileSaver) private readonly saver: FileSaver,
  ) {
    makeAutoObservable<this, 'gateway' | 'client' | 'navigator' | 'saver' | 'timer' | 'disposed'>(
      this,
      { gateway: false, client: false, navigator: false, saver: false, timer: false, disposed: false, polling: false, confirmation: false },
      { autoBind: true },
    );
  }

  get step(): FileImportStep {
    const status = this.job?.status;
    if (this.jobId === null || status === undefined) return 'upload';
    if (status === 'draft') return this.analysis ? 'analysis' : 'upload';
    return isImportJobFinished(status) ? 'summary' : 'progress';
  }

  get percent(): number {
    const job = this.job;
    if (!job || job.total_rows <= 0) return 0;
    return Math.min(100, Math.round((job.processed_rows / job.total_rows) * 100));
  }

  get mediaPending(): boolean {
    return this.job !== null && mediaPending(this.job);
  }

  get polling(): boolean {
    return this.timer !== undefined;
  }

  get needsMapping(): boolean {
    return this.analysis !== null && this.analysis.format === null;
  }

  get mappingShown(): boolean {
    return this.needsMapping || this.mappingOpen;
  }

  get mappingDirty(): boolean {
    return this.analysis !== null && !sameMapping(this.mappingDraft, this.analysis.mapping);
  }

  /** Required fields the applied mapping leaves out. */
  get missingFields(): readonly MappableField[] {
    return missingRequiredFields(this.analysis?.mapping ?? {});
  }

  get needsDateOrder(): boolean {
    const analysis = this.analysis;
    return analysis !== null && analysis.date_order_ambiguous && !analysis.date_order_confirmed;
  }

  /** Why Import is not offered yet; null when it is. */
  get importBlocker(): 'dateOrder' | 'mapping' | 'mappingUnsaved' | 'nothing' | null {
    const analysis = this.analysis;
    if (!analysis) return 'nothing';
    if (this.needsDateOrder) return 'dateOrder';
    if (this.missingFields.length > 0) return 'mapping';
    if (this.mappingShown && this.mappingDirty) return 'mappingUnsaved';
    return analysis.importable_rows > 0 ? null : 'nothing';
  }

  get canImport(): boolean {
    return this.importBlocker === null && !this.updating && !this.starting;
  }

  /** The address changed (first visit, reload, back): open its job, or the upload step. Idempotent. */
  syncFromUrl(search: string): void {
    const id = jobIdOf(search);
    if (id === this.jobId) return;
    this.reset(id);
    if (id !== null) void this.load(id);
  }

  async load(id: number): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const job = await this.client.call(getReviewImport, { job_id: id });
      const analysis = job.status === 'draft' ? await this.client.call(getReviewImportAnalysis, { job_id: id }) : null;
      if (this.jobId !== id) return;
      runInAction(() => {
        this.job = job;
        if (analysis) this.showAnalysis(analysis, true);
      });
      this.schedulePoll();
    } catch (error) {
      if (this.jobId === id) this.fail(error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async upload(file: File | undefined): Promise<void> {
    if (this.uploading) return;
    this.uploadProblem = file ? importFileProblem(file) : 'type';
    if (this.uploadProblem !== null || !file) return;
    this.uploading = true;
    this.error = '';
    try {
      const analysis = await this.gateway.upload(file);
      runInAction(() => {
        this.reset(analysis.job.id);
        this.job = analysis.job;
        this.showAnalysis(analysis, true);
      });
      this.navigator.navigate(importProgressPath(analysis.job.id));
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  openMapping(): void {
    this.mappingOpen = true;
    if (this.analysis) this.mappingDraft = this.analysis.mapping;
  }

  closeMapping(): void {
    this.mappingOpen = false;
    if (this.analysis) this.mappingDraft = this.analysis.mapping;
  }

  /** One column (or none) for a single field. */
  mapColumn(field: MappableField, column: number | null): void {
    const next: Record<string, unknown> = { ...this.mappingDraft };
    if (column === null) delete next[field];
    else next[field] = column;
    this.mappingDraft = next;
  }

  /** The photo or video columns. */
  mapColumns(field: 'photo_urls' | 'video_urls', columns: readonly number[]): void {
    this.mappingDraft = { ...this.mappingDraft, [field]: [...columns].sort((a, b) => a - b) };
  }

  columnOf(field: MappableField): number | null {
    const value = (this.mappingDraft as Record<string, number | readonly number[] | undefined>)[field];
    return typeof value === 'number' ? value : null;
  }

  columnsOf(field: 'photo_urls' | 'video_urls'): readonly number[] {
    return this.mappingDraft[field] ?? [];
  }

  async applyMapping(): Promise<void> {
    const { photo_urls: photos, video_urls: videos, ...single } = this.mappingDraft;
    const mapping = { ...single, ...(photos ? { photo_urls: [...photos] } : {}), ...(videos ? { video_urls: [...videos] } : {}) };
    if (await this.update({ mapping })) {
      runInAction(() => {
        if (this.analysis) this.mappingDraft = this.analysis.mapping;
        if (!this.needsMapping) this.mappingOpen = false;
      });
    }
  }

  async chooseDateOrder(order: DateOrder): Promise<void> {
    await this.update({ date_order: order });
  }

  openPicker(reference: string): void {
    this.pickingReference = reference;
  }

  closePicker(): void {
    this.pickingReference = null;
  }

  /** The product the picker chose for the open reference. */
  async chooseProduct(product: { readonly id: string; readonly title: string } | undefined): Promise<void> {
    const reference = this.pickingReference;
    this.pickingReference = null;
    if (reference === null || !product) return;
    this.chosenTitles = { ...this.chosenTitles, [reference]: product.title };
    await this.update({ product_choices: [{ reference, product_id: product.id }] });
  }

  /** The reference's rows become store reviews (no product). */
  async importAsStoreReviews(reference: string): Promise<void> {
    await this.update({ product_choices: [{ reference, product_id: '' }] });
  }

  async setPublish(publish: boolean): Promise<void> {
    await this.update({ publish });
  }

  async start(): Promise<void> {
    const id = this.jobId;
    if (id === null || !this.canImport) return;
    this.starting = true;
    this.error = '';
    try {
      const job = await this.client.call(startReviewImport, { job_id: id });
      this.showJob(id, job);
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  get confirming(): 'cancel' | 'undo' | null {
    return this.confirmation.subject;
  }

  askToCancel(): void {
    this.confirmation.open('cancel');
  }

  askToUndo(): void {
    this.confirmation.open('undo');
  }

  dismissConfirm(): void {
    this.confirmation.close();
  }

  /** Cancels or undoes the import, as the confirmation asked; a refusal shows in the confirmation. */
  get acting(): boolean {
    return this.confirmation.running;
  }

  confirm(): Promise<void> {
    const id = this.jobId;
    if (id === null) return Promise.resolve();
    return this.confirmation.confirm(async (action) => {
      const job = await this.client.call(action === 'cancel' ? cancelReviewImport : undoReviewImport, { job_id: id });
      this.showJob(id, job);
    });
  }

  /** Every page of the job's row problems, as a CSV in the merchant's words. */
  async downloadReport(words: ImportReportWords): Promise<void> {
    const id = this.jobId;
    if (id === null || this.downloading) return;
    this.downloading = true;
    this.error = '';
    try {
      const issues: ImportIssue[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await this.client.call(getReviewImportIssues, { job_id: id, page, page_size: IMPORT_ISSUES_MAX_PAGE_SIZE });
        issues.push(...answer.list);
        if (answer.list.length === 0 || issues.length >= answer.total) break;
      }
      await this.saver.saveText(importReportCsv(issues, words), `import-${id}-report.csv`, CSV_TYPE);
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.downloading = false;
      });
    }
  }

  downloadTemplate(): Promise<void> {
    return this.saver.saveText(importTemplateCsv(), 'starling-reviews-template.csv', CSV_TYPE);
  }

  /** "Import another file": back to the upload step. */
  startOver(): void {
    this.reset(null);
    this.navigator.navigate(FILE_IMPORT_PATH);
  }

  retry(): void {
    if (this.jobId !== null) void this.load(this.jobId);
  }

  dispose(): void {
    this.disposed = true;
    this.stopPolling();
  }

  private async update(changes: ImportDraftChanges): Promise<boolean> {
    const id = this.jobId;
    if (id === null) return false;
    this.updating = true;
    this.error = '';
    try {
      const analysis = await this.client.call(updateReviewImport, { job_id: id, ...changes });
      if (this.jobId !== id) return false;
      runInAction(() => {
        this.job = analysis.job;
        this.showAnalysis(analysis, false);
      });
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  private showAnalysis(analysis: ImportAnalysis, fresh: boolean): void {
    this.analysis = analysis;
    if (fresh || !this.mappingShown) this.mappingDraft = analysis.mapping;
  }

  private showJob(id: number, job: ImportJobView): void {
    if (this.jobId !== id) return;
    runInAction(() => {
      this.job = job;
    });
    this.schedulePoll();
  }

  private reset(id: number | null): void {
    this.stopPolling();
    this.jobId = id;
    this.job = null;
    this.analysis = null;
    this.error = '';
    this.uploadProblem = null;
    this.confirmation.close();
    this.mappingOpen = false;
    this.mappingDraft = {};
    this.pickingReference = null;
    this.chosenTitles = {};
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.error = errorMessage(error);
    });
  }

  private schedulePoll(): void {
    this.stopPolling();
    const job = this.job;
    if (this.disposed || job === null || this.jobId !== job.id) return;
    if (job.status !== 'queued' && job.status !== 'running' && !mediaPending(job)) return;
    const id = job.id;
    this.timer = setTimeout(() => void this.poll(id), IMPORT_POLL_MS);
  }

  private async poll(id: number): Promise<void> {
    this.timer = undefined;
    try {
      const job = await this.client.call(getReviewImport, { job_id: id });
      this.showJob(id, job);
    } catch (error) {
      if (this.jobId === id) this.fail(error);
    }
  }

  private stopPolling(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

