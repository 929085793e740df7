import { type ColumnMapping, type DateOrder, type ImportIssue, type ImportIssueCode, type MappableField } from './import-job';
import { parseImportDate } from './import-dates';
import {
  type DraftMedia,
  type ImportedReviewDraft,
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_REPLY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
  MAX_MEDIA_PER_REVIEW,
  type ProductRef,
} from './imported-review';
import {
  handleOf,
  isFetchableMediaUrl,
  isStoreProductId,
  looksLikeVideo,
  normalizeProductId,
  parseFlag,
  parsePublished,
  parseRating,
  type RatingScale,
  splitMediaUrls,
} from './import-values';

/** An issue's `value` is the offending cell cut to this many characters. */
export const MAX_ISSUE_VALUE_LENGTH = 100;
/** A file without a publication column: its reviews are published (the job's `publish` choice may still hold them back). */
export const DEFAULT_PUBLISHED = true;

export interface ReadRowOptions {
  /** The file's day order for slash dates (decideDateOrder, or the merchant's choice). */
  readonly dateOrder: DateOrder | null;
  /** ISO instant given to rows without a date. */
  readonly now: string;
  /** The file's rating scale; 5 unless its format or the merchant says otherwise. */
  readonly ratingScale?: RatingScale;
}

export interface ReadRowResult {
  /** null when an issue skips the row (rating missing or invalid, date unreadable). */
  readonly draft: ImportedReviewDraft | null;
  readonly issues: readonly ImportIssue[];
}

/**
 * One data row of a review file as a draft, with the row's issues
 * (the rules: docs/product/import-formats.md#rows). `row` is the 1-based data row.
 */
export function readReviewRow(
  cells: readonly string[],
  row: number,
  mapping: ColumnMapping,
  options: ReadRowOptions,
  headers: readonly string[],
): ReadRowResult {
  const reader = new RowReader(cells, row, mapping, headers);
  const rating = reader.rating(options.ratingScale);
  const commentedAt = reader.date(options);
  const authorName = reader.text('author_name', MAX_IMPORTED_AUTHOR_LENGTH);
  if (authorName === '') reader.report('author_missing', 'author_name', '');
  const draft: ImportedReviewDraft = {
    row,
    product: reader.product(),
    rating: rating ?? 0,
    title: reader.text('title', MAX_IMPORTED_TITLE_LENGTH),
    body: reader.text('body', MAX_IMPORTED_BODY_LENGTH),
    authorName,
    authorEmail: reader.cell('author_email').trim(),
    commentedAt: commentedAt ?? options.now,
    published: parsePublished(reader.cell('published'), DEFAULT_PUBLISHED),
    featured: parseFlag(reader.cell('featured')),
    claimsVerifiedPurchase: parseFlag(reader.cell('verified_purchase')),
    incentivized: parseFlag(reader.cell('incentivized')),
    orderId: reader.cell('order_id').trim() || null,
    country: reader.cell('country').trim(),
    reply: reader.reply(options.dateOrder),
    media: reader.media(),
  };
  return { draft: rating === null || commentedAt === null ? null : draft, issues: reader.issues };
}

type SingleField = Exclude<MappableField, 'photo_urls' | 'video_urls'>;

class RowReader {
  readonly issues: ImportIssue[] = [];

  constructor(
    private readonly cells: readonly string[],
    private readonly row: number,
    private readonly mapping: ColumnMapping,
    private readonly headers: readonly string[],
  ) {}

  cell(field: SingleField): string {
    const index = this.mapping[field];
    return index === undefined ? '' : (this.cells[index] ?? '');
  }

  report(code: ImportIssueCode, field: MappableField, value: string, column?: number): void {
    const index = column ?? (field === 'photo_urls' || field === 'video_urls' ? undefined : this.mapping[field]);
    const name = index === undefined ? field : (this.headers[index] ?? field);
    this.issues.push({ row: this.row, code, field: name, value: value.slice(0, MAX_ISSUE_VALUE_LENGTH) });
  }

  /** The rating, or null after reporting why there is none. */
  rating(scale: RatingScale | undefined): number | null {
    const text = this.cell('rating');
    const rating = parseRating(text, scale);
    if (rating === 'missing') this.report('rating_missing', 'rating', '');
    else if (rating === 'invalid') this.report('rating_invalid', 'rating', text);
    return typeof rating === 'number' ? rating : null;
  }

  /** The review's date: `now` when the cell is empty, null (reported) when unreadable. */
  date(options: ReadRowOptions): string | null {
    const text = this.cell('commented_at');
    if (text.trim() === '') return options.now;
    const date = parseImportDate(text, options.dateOrder);
    if (date === null) this.report('date_invalid', 'commented_at', text);
    return date;
  }

  /** Trimmed text, cut to `max` characters (reported). */
  text(field: SingleField, max: number): string {
    const text = this.cell(field).trim();
    if ([...text].length <= max) return text;
    this.report('text_too_long', field, text);
    return [...text].slice(0, max).join('');
  }

  product(): ProductRef {
    const id = this.cell('product_id').trim();
    if (isStoreProductId(id)) return { kind: 'store' };
    if (id !== '') return { kind: 'id', id: normalizeProductId(id) };
    const handle = handleOf(this.cell('product_handle'));
    return handle === '' ? { kind: 'store' } : { kind: 'handle', handle };
  }

  reply(order: DateOrder | null): ImportedReviewDraft['reply'] {
    const body = this.text('reply', MAX_IMPORTED_REPLY_LENGTH);
    if (body === '') return null;
    return { body, repliedAt: parseImportDate(this.cell('replied_at'), order) };
  }

  /** Photos then videos, fetchable addresses only (others reported), at most MAX_MEDIA_PER_REVIEW. */
  media(): DraftMedia[] {
    const media: DraftMedia[] = [];
    const seen = new Set<string>();
    const add = (kind: DraftMedia['kind'], field: 'photo_urls' | 'video_urls', column: number) => {
      for (const url of splitMediaUrls(this.cells[column] ?? '')) {
        if (seen.has(url)) continue;
        seen.add(url);
        // An address we cannot fetch, or one past the limit, is reported and dropped.
        if (!isFetchableMediaUrl(url) || media.length >= MAX_MEDIA_PER_REVIEW) this.report('media_url_invalid', field, url, column);
        else media.push({ kind: kind === 'photo' && looksLikeVideo(url) ? 'video' : kind, url });
      }
    };
    for (const column of this.mapping.photo_urls ?? []) add('photo', 'photo_urls', column);
    for (const column of this.mapping.video_urls ?? []) add('video', 'video_urls', column);
    return media;
  }
}
