import { REVIEW_SOURCE_EMAIL_REQUEST, REVIEW_SOURCE_QR_CODE, REVIEW_SOURCE_STORE_LINK } from '../reviews/review-filter-codes';
import { MS_PER_DAY } from '../shared/time';

/**
 * The review form a customer opens from a link (docs/product/collect-link.md): an order's form from
 * a review-request e-mail (signed, expiring) or the shop's own form from its review link or QR code.
 */

/** How long an e-mail's review link opens the form. */
export const REVIEW_FORM_LINK_LIFETIME_DAYS = 60;
export const REVIEW_FORM_LINK_LIFETIME_MS = REVIEW_FORM_LINK_LIFETIME_DAYS * MS_PER_DAY;

/** The query parameter an e-mail's star adds to the link: the stars it pre-fills. */
export const STAR_RATING_PARAM = 'rating';
export const MIN_STAR_RATING = 1;
export const MAX_STAR_RATING = 5;

/** The shop's own link, printed as a QR code or shared as a link: how the review says it came. */
export const SHOP_LINK_CHANNELS = ['qr', 'link'] as const;
export type ShopLinkChannel = (typeof SHOP_LINK_CHANNELS)[number];

/** The review's source as the review list shows and filters it. */
export function reviewSourceOf(origin: { readonly kind: 'order' } | { readonly kind: 'shop'; readonly channel: ShopLinkChannel }): string {
  if (origin.kind === 'order') return REVIEW_SOURCE_EMAIL_REQUEST;
  return origin.channel === 'qr' ? REVIEW_SOURCE_QR_CODE : REVIEW_SOURCE_STORE_LINK;
}

/** `qr` or `link` when the text is one, else null. */
export function parseShopLinkChannel(text: string | null | undefined): ShopLinkChannel | null {
  return SHOP_LINK_CHANNELS.find((channel) => channel === text) ?? null;
}

/** A whole number of stars 1-5 from a link's query, else null (a bad value pre-fills nothing). */
export function parseStarRating(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d$/.test(text)) return null;
  const rating = Number(text);
  return rating >= MIN_STAR_RATING && rating <= MAX_STAR_RATING ? rating : null;
}

/**
 * The link an e-mail's nth star points at: the form's link with `rating=n` added (`?` or `&`,
 * whichever the link needs), replacing a rating the link already had.
 */
export function withStarRating(link: string, rating: number): string {
  if (!Number.isInteger(rating) || rating < MIN_STAR_RATING || rating > MAX_STAR_RATING) throw new RangeError(`rating must be a whole number ${MIN_STAR_RATING}-${MAX_STAR_RATING}`);
  const hashAt = link.indexOf('#');
  const [base, hash] = hashAt === -1 ? [link, ''] : [link.slice(0, hashAt), link.slice(hashAt)];
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const kept = queryAt === -1 ? [] : base.slice(queryAt + 1).split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== STAR_RATING_PARAM);
  return `${path}?${[...kept, `${STAR_RATING_PARAM}=${rating}`].join('&')}${hash}`;
}
