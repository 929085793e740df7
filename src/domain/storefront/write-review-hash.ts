/**
 * The address fragment that opens a product page's write-review form with a rating chosen
 * (`#starling-write-review?rating=4`): the order review prompt of the checkout extension links to
 * it (docs/product/storefront.md#referral-and-checkout), the reviews block's form opener reads it.
 */
export const WRITE_REVIEW_HASH = '#starling-write-review';

const HASH_PATTERN = /^#starling-write-review(?:\?rating=([1-5]))?$/;

/** The fragment for a rating of 1 to 5. */
export function writeReviewHash(rating: number): string {
  return `${WRITE_REVIEW_HASH}?rating=${rating}`;
}

/**
 * What an address fragment asks for: null when it is not ours, `{ rating: null }` for the bare
 * fragment (open the form, no rating chosen), else the rating it names.
 */
export function readWriteReviewHash(hash: string): { readonly rating: number | null } | null {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return null;
  return { rating: match[1] === undefined ? null : Number(match[1]) };
}
