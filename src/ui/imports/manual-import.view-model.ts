import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type ImportAppsGateway } from '../../application/imports/import-apps-gateway.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { type Clock } from '../../application/shell/clock.port';
import { TOKENS } from '../../application/tokens';
import { type RequestOf } from '../../contracts/contract';
import { addManualReview } from '../../contracts/import-apps.contract';
import { isDeliverableEmail } from '../../domain/collect/unsubscribe';
import { parseIsoDate } from '../../domain/dates/calendar-date';
import { isFutureDay, MANUAL_REVIEW_MAX_PHOTOS, MANUAL_REVIEW_MAX_VIDEOS } from '../../domain/import/import-apps';
import { type ImportJobView } from '../../domain/import/import-views';
import { errorMessage } from '../kit/list-notifier';
import { fieldRefusalOf } from './import-field-errors';

/** The form's fields, by the request's names. */
export type ManualReviewField = 'product_id' | 'rating' | 'title' | 'body' | 'author_name' | 'author_email' | 'commented_at' | 'country' | 'photos' | 'videos' | 'reply';

export interface AttachedMedia {
  readonly key: string;
  readonly name: string;
  readonly kind: 'photo' | 'video';
}

/** A problem the form finds itself (a message key of the `import-apps` namespace), or the server's own words. */
export type FieldProblem = { readonly key: string } | { readonly text: string };

/** The local calendar day of an instant, YYYY-MM-DD. */
function localDay(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * /collect/manual_import (docs/product/import-apps.md#manual): one review typed in by hand, with
 * photos and videos uploaded first, sent through the import pipeline; the form resets after it.
 */
@injectable()
export class ManualImportViewModel {
  product: { readonly id: string; readonly title: string } | null = null;
  storeReview = false;
  picking = false;
  rating = 0;
  title = '';
  body = '';
  authorName = '';
  authorEmail = '';
  commentedAt: string;
  country = '';
  media: readonly AttachedMedia[] = [];
  uploading = 0;
  reply = '';
  incentivized = false;
  published = true;
  submitting = false;
  problems: Partial<Record<ManualReviewField, FieldProblem>> = {};
  /** The last review added: its import and author, for the links after the toast. */
  added: { readonly job: ImportJobView; readonly authorName: string } | null = null;
  error = '';

  constructor(
    @inject(TOKENS.ImportAppsGateway) private readonly gateway: ImportAppsGateway,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    this.commentedAt = this.today;
    makeAutoObservable<this, 'gateway' | 'toaster' | 'clock' | 'client'>(this, { gateway: false, toaster: false, clock: false, client: false }, { autoBind: true });
  }

  get today(): string {
    return localDay(this.clock.now());
  }

  get photos(): readonly AttachedMedia[] {
    return this.media.filter((item) => item.kind === 'photo');
  }

  get videos(): readonly AttachedMedia[] {
    return this.media.filter((item) => item.kind === 'video');
  }

  set<K extends 'title' | 'body' | 'authorName' | 'authorEmail' | 'commentedAt' | 'country' | 'reply'>(key: K, value: string, field: ManualReviewField): void {
    this[key] = value;
    this.clear(field);
  }

  setRating(rating: number): void {
    this.rating = rating;
    this.clear('rating');
  }

  setIncentivized(value: boolean): void {
    this.incentivized = value;
  }

  setPublished(value: boolean): void {
    this.published = value;
  }

  setStoreReview(value: boolean): void {
    this.storeReview = value;
    if (value) this.product = null;
    this.clear('product_id');
  }

  openPicker(): void {
    this.picking = true;
  }

  closePicker(): void {
    this.picking = false;
  }

  chooseProduct(choice: { readonly id: string; readonly title: string } | undefined): void {
    this.picking = false;
    if (!choice) return;
    this.product = { id: choice.id, title: choice.title };
    this.storeReview = false;
    this.clear('product_id');
  }

  /** Uploads the chosen files one by one; a kind over its limit, or not a photo or video, is refused with a message. */
  async attach(files: readonly File[]): Promise<void> {
    for (const file of files) {
      const kind = file.type.startsWith('image/') ? 'photo' : file.type.startsWith('video/') ? 'video' : null;
      const field = kind === 'video' ? 'videos' : 'photos';
      if (kind === null) {
        this.problems = { ...this.problems, photos: { key: 'manual.errors.mediaType' } };
        continue;
      }
      const count = kind === 'photo' ? this.photos.length : this.videos.length;
      if (count >= (kind === 'photo' ? MANUAL_REVIEW_MAX_PHOTOS : MANUAL_REVIEW_MAX_VIDEOS)) {
        this.problems = { ...this.problems, [field]: { key: `manual.errors.${field}Limit` } };
        continue;
      }
      this.uploading += 1;
      this.clear(field);
      try {
        const key = await this.gateway.uploadMedia(file);
        runInAction(() => (this.media = [...this.media, { key, name: file.name, kind }]));
      } catch (error) {
        runInAction(() => (this.problems = { ...this.problems, [field]: { text: errorMessage(error) } }));
      } finally {
        runInAction(() => (this.uploading -= 1));
      }
    }
  }

  detach(key: string): void {
    this.media = this.media.filter((item) => item.key !== key);
  }

  /** Sends the review; on success says `words.added` in a toast and resets the form. */
  async submit(words: { readonly added: string }): Promise<void> {
    if (this.submitting || this.uploading > 0) return;
    this.problems = this.check();
    if (Object.keys(this.problems).length > 0) return;
    this.submitting = true;
    this.error = '';
    try {
      const job = await this.client.call(addManualReview, this.request());
      runInAction(() => {
        this.added = { job, authorName: this.authorName.trim() };
        this.reset();
      });
      this.toaster.show({ content: words.added });
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      runInAction(() => {
        if (refusal) this.problems = { [refusal.field as ManualReviewField]: { text: refusal.problem } };
        else this.error = errorMessage(error);
      });
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private check(): Partial<Record<ManualReviewField, FieldProblem>> {
    const problems: Partial<Record<ManualReviewField, FieldProblem>> = {};
    if (!this.product && !this.storeReview) problems.product_id = { key: 'manual.errors.product' };
    if (this.rating < 1) problems.rating = { key: 'manual.errors.rating' };
    if (this.body.trim() === '') problems.body = { key: 'manual.errors.body' };
    if (this.authorName.trim() === '') problems.author_name = { key: 'manual.errors.authorName' };
    if (this.authorEmail.trim() !== '' && !isDeliverableEmail(this.authorEmail.trim())) problems.author_email = { key: 'manual.errors.authorEmail' };
    if (parseIsoDate(this.commentedAt) === null) problems.commented_at = { key: 'manual.errors.date' };
    else if (isFutureDay(this.commentedAt, new Date(this.clock.now()))) problems.commented_at = { key: 'manual.errors.future' };
    return problems;
  }

  private request(): RequestOf<typeof addManualReview> {
    return {
      product_id: this.storeReview ? '' : (this.product?.id ?? ''),
      rating: this.rating,
      title: this.title.trim(),
      body: this.body.trim(),
      author_name: this.authorName.trim(),
      author_email: this.authorEmail.trim(),
      commented_at: this.commentedAt,
      country: this.country.trim(),
      photos: this.photos.map((item) => item.key),
      videos: this.videos.map((item) => item.key),
      reply: this.reply.trim(),
      incentivized: this.incentivized,
      published: this.published,
    };
  }

  private reset(): void {
    this.product = null;
    this.storeReview = false;
    this.rating = 0;
    this.title = '';
    this.body = '';
    this.authorName = '';
    this.authorEmail = '';
    this.commentedAt = this.today;
    this.country = '';
    this.media = [];
    this.reply = '';
    this.incentivized = false;
    this.published = true;
    this.problems = {};
  }

  private clear(field: ManualReviewField): void {
    if (this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
  }
}
