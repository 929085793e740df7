import { type ReviewItem } from '../reviews/review-item';
import { type ExportCell, type ExportProduct, type ReviewFileFormat } from './review-file-format';

/** How the peers' formats write dates, media lists and flags when we export in them (docs/product/import-formats.md#exports). */

/** 2024-03-05 14:02:11 UTC (Judge.me, Shopify Product Reviews). */
export function utcStamp(iso: string | null): string {
  return iso === null ? '' : `${spaceStamp(iso)} UTC`;
}

/** 2024-03-05 14:02:11, in UTC (Trustoo, Ryviu). */
export function spaceStamp(iso: string | null): string {
  return iso === null ? '' : iso.slice(0, 19).replace('T', ' ');
}

/** 3/5/2024 14:02:11 month first, or 05/03/2024 14:02:11 day first, in UTC. */
export function slashStamp(iso: string | null, order: 'mdy' | 'dmy'): string {
  if (iso === null) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  const time = iso.slice(11, 19);
  return order === 'mdy' ? `${Number(month)}/${Number(day)}/${year} ${time}` : `${day}/${month}/${year} ${time}`;
}

export function photoUrls(review: ReviewItem): string[] {
  return review.media.filter((item) => item.kind === 'photo').map((item) => item.url);
}

export function videoUrls(review: ReviewItem): string[] {
  return review.media.filter((item) => item.kind === 'video').map((item) => item.url);
}

/** Every media address (formats with one media column; video files keep their extension, so they read back as videos). */
export function mediaUrls(review: ReviewItem): string[] {
  return review.media.map((item) => item.url);
}

export function replyBody(review: ReviewItem): string {
  return review.reply?.body ?? '';
}

export function repliedAt(review: ReviewItem): string | null {
  return review.reply?.replied_at ?? null;
}

/** One exported column: its header and how a review fills it. */
export type ExportColumn = readonly [header: string, write: (review: ReviewItem, product: ExportProduct) => ExportCell];

/** A format's `export` from its columns, so the header row and the rows cannot drift apart. */
export function exportOf(columns: readonly ExportColumn[]): ReviewFileFormat['export'] {
  return {
    headers: columns.map(([header]) => header),
    row: (review, product) => columns.map(([, write]) => write(review, product)),
  };
}
