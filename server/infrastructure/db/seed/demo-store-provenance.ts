import { type ImportOrigin } from '../../../../src/domain/import/imported-review';
import { REVIEW_SOURCE_ALIEXPRESS, REVIEW_SOURCE_AMAZON, REVIEW_SOURCE_CSV_UPLOADED, type ReviewSource } from '../../../../src/domain/reviews/review-filter-codes';

/**
 * Where the demo store's imported reviews came from (docs/product/import-provenance.md#demo-store):
 * the 'CSV uploaded' ones from a Judge.me and a Loox export in turn, the marketplace ones from
 * their product's page. Numbered in the order they are given (chronological), with no random
 * draw, so the seed stays the same and its other rows do not move (decision 0033).
 */
export interface DemoProvenance {
  readonly importOrigin: ImportOrigin;
  readonly importLabel: string;
  readonly importRow: number | null;
  readonly incentivized: boolean;
}

export const DEMO_IMPORT_FILES = [
  { origin: 'judgeme', label: 'judgeme-reviews-export.csv' },
  { origin: 'loox', label: 'loox-reviews.csv' },
] as const satisfies readonly { readonly origin: ImportOrigin; readonly label: string }[];

/** Loox rewards photo reviews with a discount: every this-many-th Loox row is an incentivized review. */
const LOOX_INCENTIVE_EVERY = 4;
/** Demo product pages on the marketplaces, one per product (never fetched). */
const ALIEXPRESS_ITEM_BASE = 1_005_006_200_000;

export function demoProvenanceNumbering(): (source: ReviewSource, productIndex: number) => DemoProvenance | null {
  const rows = new Map<string, number>();
  let files = 0;
  const nextRow = (label: string) => {
    const row = (rows.get(label) ?? 0) + 1;
    rows.set(label, row);
    return row;
  };
  return (source, productIndex) => {
    if (source === REVIEW_SOURCE_CSV_UPLOADED) {
      const file = DEMO_IMPORT_FILES[files++ % DEMO_IMPORT_FILES.length]!;
      const row = nextRow(file.label);
      return { importOrigin: file.origin, importLabel: file.label, importRow: row, incentivized: file.origin === 'loox' && row % LOOX_INCENTIVE_EVERY === 0 };
    }
    if (source === REVIEW_SOURCE_ALIEXPRESS) {
      return { importOrigin: 'aliexpress', importLabel: `https://www.aliexpress.com/item/${ALIEXPRESS_ITEM_BASE + productIndex}.html`, importRow: null, incentivized: false };
    }
    if (source === REVIEW_SOURCE_AMAZON) {
      return { importOrigin: 'amazon', importLabel: `https://www.amazon.com/dp/B0DEMO${String(productIndex).padStart(4, '0')}`, importRow: null, incentivized: false };
    }
    return null;
  };
}

/**
 * One import per file or page: every review of a label gets the latest import instant among them
 * (never before any of them was written), as one upload would have.
 */
export function importedOncePerLabel<T extends { readonly importLabel?: string | null; readonly importedAt?: Date | null }>(reviews: readonly T[]): T[] {
  const latest = new Map<string, number>();
  for (const review of reviews) {
    if (!review.importLabel || !review.importedAt) continue;
    latest.set(review.importLabel, Math.max(latest.get(review.importLabel) ?? 0, review.importedAt.getTime()));
  }
  return reviews.map((review) => {
    const at = review.importLabel ? latest.get(review.importLabel) : undefined;
    return at === undefined ? review : { ...review, importedAt: new Date(at) };
  });
}
