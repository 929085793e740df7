import { makeAutoObservable, runInAction } from 'mobx';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { MAX_REPLY_LENGTH } from '../../contracts/reviews.constants';
import { deleteReviewReply, getReplyTemplate, replyReview } from '../../contracts/reviews.contract';
import { type ReviewItem, type ReviewReply } from '../../domain/reviews/review-item';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReplyTemplates } from '../../contracts/collect-manage.contract';
import { fillReplyTemplate, replyPlaceholderValues, type ReplyTemplate } from '../../domain/reviews/reply-templates';
import { isStoreReview } from '../../domain/storefront/store-review-widgets';
import { type TextLimitStatus, textLimitStatus } from '../../domain/validation/text-limit';

/** What the editor needs from the screen that shows the review. */
export interface ReplyEditorHost {
  /** The open review's id, or null when none is open. */
  openId(): number | null;
  /** The open review's reply as last loaded (null: none yet). */
  replyOf(id: number): ReviewReply | null;
  /** The open review as last loaded, for the templates' placeholders (null: not loaded). */
  reviewOf(id: number): ReviewItem | null;
  /** The server changed the review: show this version and refresh the list and its counts. */
  changed(review: ReviewItem): Promise<void>;
}

/** Which question the editor is asking before it drops something. */
export type ReplyConfirmation = 'discardDraft' | 'deleteReply' | null;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The reply editor of a review (docs/product/reviews.md): a live count against the server's
 * limit (never a silent cut: over the limit, Save is off and the field says by how much), a
 * question before an unsaved draft is dropped, and delete behind a confirmation with Undo.
 */
export class ReviewReplyEditor {
  isOpen = false;
  draft = '';
  published = true;
  error: string | null = null;
  saving = false;
  confirmation: ReplyConfirmation = null;
  /** Grows whenever the editor fills the field itself, so the view moves the caret to the end. */
  caretRequest = 0;
  /** The shop's reply templates (/settings/reply_review), offered by the "Insert template" picker. */
  templates: readonly ReplyTemplate[] = [];
  private shopName = '';
  /** The text the editor opened with (the saved reply or the template): what counts as unsaved. */
  private startingText = '';
  private afterDiscard: (() => void) | null = null;

  constructor(
    private readonly client: ContractClient,
    private readonly toaster: Toaster,
    private readonly translations: Translations,
    private readonly host: ReplyEditorHost,
  ) {
    makeAutoObservable<this, 'toaster' | 'translations' | 'host' | 'client'>(
      this,
      { toaster: false, translations: false, host: false, client: false },
      { autoBind: true },
    );
  }

  get limit(): TextLimitStatus {
    return textLimitStatus(this.draft, MAX_REPLY_LENGTH);
  }

  get canSave(): boolean {
    return !this.saving && !this.limit.isOver;
  }

  /** Typed text that closing the review would lose. */
  get hasUnsavedText(): boolean {
    return this.isOpen && this.draft.trim() !== this.startingText.trim();
  }

  /** Opens the editor with the reply (caret after its last character), else the shop's template. */
  async open(): Promise<void> {
    const id = this.host.openId();
    if (id === null) return;
    const existing = this.host.replyOf(id);
    this.isOpen = true;
    this.error = null;
    this.confirmation = null;
    this.fill(existing?.body ?? '');
    this.published = existing?.published ?? true;
    void this.loadTemplates();
    if (existing) return;
    try {
      const { template } = await this.client.call(getReplyTemplate, { id });
      runInAction(() => {
        if (this.isOpen && this.host.openId() === id && this.draft === '') this.fill(template);
      });
    } catch {
      // No template: the editor stays empty.
    }
  }

  /** The shop's templates, read again on each opening (another tab may have changed them); none when they cannot be read. */
  private async loadTemplates(): Promise<void> {
    try {
      const answer = await this.client.call(getReplyTemplates, {});
      runInAction(() => {
        this.templates = answer.templates;
        this.shopName = answer.shop_name;
      });
    } catch {
      // No picker: the merchant writes the reply by hand.
    }
  }

  /**
   * The "Insert template" picker (docs/product/collect-manage.md#reply-templates): the reply becomes
   * the template with its placeholders filled from the open review; it stays a draft to edit.
   */
  insertTemplate(templateId: string): void {
    const id = this.host.openId();
    const template = this.templates.find((candidate) => candidate.id === templateId);
    const review = id === null ? null : this.host.reviewOf(id);
    if (!template || !review) return;
    const values = replyPlaceholderValues({ ...review, is_store_review: isStoreReview(review.product_id) }, this.shopName);
    this.draft = fillReplyTemplate(template.body, values);
    this.error = null;
    this.caretRequest += 1;
  }

  /** The Cancel button: an explicit choice, so no question. */
  cancel(): void {
    this.close();
  }

  /** The review is going away (another review, or the URL changed): the editor closes quietly. */
  close(): void {
    this.isOpen = false;
    this.error = null;
    this.confirmation = null;
    this.afterDiscard = null;
  }

  setDraft(text: string): void {
    this.draft = text;
    this.error = null;
  }

  setPublished(published: boolean): void {
    this.published = published;
  }

  /** Closing the review (Esc, the close button): runs `close` now, or first asks when a draft would be lost. */
  leave(close: () => void): void {
    if (!this.hasUnsavedText) {
      this.close();
      close();
      return;
    }
    this.afterDiscard = close;
    this.confirmation = 'discardDraft';
  }

  confirmDiscard(): void {
    const close = this.afterDiscard;
    this.close();
    close?.();
  }

  /** "Keep editing" / "Cancel" on either question. */
  dismissConfirmation(): void {
    this.confirmation = null;
    this.afterDiscard = null;
  }

  async save(): Promise<void> {
    const id = this.host.openId();
    if (id === null || this.saving) return;
    if (this.draft.trim() === '') {
      this.error = this.translations.translate('reviews:reply.required');
      return;
    }
    if (this.limit.isOver) return;
    this.saving = true;
    try {
      const review = await this.client.call(replyReview, { id, body: this.draft, published: this.published });
      runInAction(() => this.close());
      this.toaster.show({ content: this.translations.translate('reviews:toast.replySaved') });
      await this.host.changed(review);
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  requestDelete(): void {
    this.confirmation = 'deleteReply';
  }

  /** Deletes the reply, then offers Undo in the toast (it saves the same text and visibility again). */
  async confirmDelete(): Promise<void> {
    const id = this.host.openId();
    if (id === null || this.saving) return;
    const deleted = this.host.replyOf(id);
    this.confirmation = null;
    this.saving = true;
    try {
      const review = await this.client.call(deleteReviewReply, { id });
      runInAction(() => this.close());
      this.toaster.show({
        content: this.translations.translate('reviews:toast.replyDeleted'),
        ...(deleted ? { action: { content: this.translations.translate('reviews:toast.undo'), onAction: () => void this.restore(id, deleted) } } : {}),
      });
      await this.host.changed(review);
    } catch (error) {
      this.toaster.show({ content: this.translations.translate('reviews:toast.failed', { message: errorText(error) }), error: true });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private async restore(id: number, reply: ReviewReply): Promise<void> {
    try {
      const review = await this.client.call(replyReview, { id, body: reply.body, published: reply.published });
      this.toaster.show({ content: this.translations.translate('reviews:toast.replyRestored') });
      await this.host.changed(review);
    } catch (error) {
      this.toaster.show({ content: this.translations.translate('reviews:toast.failed', { message: errorText(error) }), error: true });
    }
  }

  private fill(text: string): void {
    this.draft = text;
    this.startingText = text;
    this.caretRequest += 1;
  }
}
