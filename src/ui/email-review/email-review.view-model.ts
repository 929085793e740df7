import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EmailReviewError, type EmailReviewFailure, type EmailReviewGateway } from '../../application/email-review/email-review-gateway.port';
import { TOKENS } from '../../application/tokens';
import { type EmailReviewAnswer } from '../../contracts/email-review.contract';
import { IMAGE_SIZE_LIMIT, VIDEO_SIZE_LIMIT } from '../../contracts/uploads.contract';
import { fileSizeLimitInBytes } from '../../domain/validation/file-size';

export const EMAIL_REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const EMAIL_REVIEW_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export type EmailReviewState = 'loading' | 'ready' | 'sending' | 'done' | EmailReviewFailure;

/** A chosen file's problem: the translation key and the file's name. */
export interface FileProblem {
  readonly key: string;
  readonly name: string;
}

/** /email_review: a customer adds photos or a video to their review from an e-mail link (docs/product/storefront.md#email-review). */
@injectable()
export class EmailReviewViewModel {
  state: EmailReviewState = 'loading';
  review: EmailReviewAnswer | null = null;
  files: readonly File[] = [];
  /** The server's refusal, naming the field. */
  refusal: string | null = null;
  private token = '';

  constructor(@inject(TOKENS.EmailReviewGateway) private readonly gateway: EmailReviewGateway) {
    makeAutoObservable<this, 'gateway' | 'token'>(this, { gateway: false, token: false }, { autoBind: true });
  }

  async load(token: string | null): Promise<void> {
    if (!token) {
      this.state = 'invalid';
      return;
    }
    if (this.token === token && this.state !== 'loading') return;
    this.token = token;
    try {
      const review = await this.gateway.review(token);
      runInAction(() => {
        this.review = review;
        this.state = 'ready';
      });
    } catch (error) {
      this.fail(error);
    }
  }

  get photos(): readonly File[] {
    return this.files.filter((file) => file.type.startsWith('image/'));
  }

  get videos(): readonly File[] {
    return this.files.filter((file) => file.type.startsWith('video/'));
  }

  /** Each chosen file's problem, then too many of a kind; empty when they may be sent. */
  get problems(): readonly FileProblem[] {
    const problems: FileProblem[] = [];
    for (const file of this.files) {
      const photo = (EMAIL_REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type);
      const video = (EMAIL_REVIEW_VIDEO_TYPES as readonly string[]).includes(file.type);
      if (!photo && !video) problems.push({ key: 'fileType', name: file.name });
      else if (file.size > fileSizeLimitInBytes(photo ? IMAGE_SIZE_LIMIT : VIDEO_SIZE_LIMIT)) problems.push({ key: 'tooLarge', name: file.name });
    }
    if (this.review && (this.photos.length > this.review.photos_left || this.videos.length > this.review.videos_left)) problems.push({ key: 'tooMany', name: '' });
    return problems;
  }

  get canSend(): boolean {
    return this.state === 'ready' && this.files.length > 0 && this.problems.length === 0;
  }

  get isFull(): boolean {
    return this.review !== null && this.review.photos_left === 0 && this.review.videos_left === 0;
  }

  choose(files: readonly File[]): void {
    this.files = files;
    this.refusal = null;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    this.state = 'sending';
    this.refusal = null;
    try {
      const photos: string[] = [];
      const videos: string[] = [];
      for (const file of this.files) (file.type.startsWith('image/') ? photos : videos).push(await this.gateway.upload(this.token, file));
      const review = await this.gateway.attach(this.token, { photos, videos });
      runInAction(() => {
        this.review = review;
        this.files = [];
        this.state = 'done';
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** After a refused or failed send the customer may choose again. */
  private fail(error: unknown): void {
    const failure = error instanceof EmailReviewError ? error.failure : 'failed';
    runInAction(() => {
      if ((failure === 'refused' || failure === 'failed') && this.review) {
        this.refusal = failure === 'refused' && error instanceof Error ? error.message : null;
        this.state = 'ready';
        if (failure === 'failed') this.refusal = '';
        return;
      }
      this.state = failure;
    });
  }
}
