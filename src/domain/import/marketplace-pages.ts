import { MAX_MARKETPLACE_MEDIA, type Marketplace, type MarketplaceReview, originOfAddress } from './marketplace-import';

/**
 * Reading reviews out of a marketplace page (docs/product/import-marketplaces.md#pages). The same
 * rules read the page in the merchant's browser (the bookmarklet, over the DOM) and on our server
 * (the URL import, over htmlparser2), each through a small {@link PageElement} adapter.
 */

/** An element of a parsed page, as much of it as the readers need. */
export interface PageElement {
  /** Lower-case tag name. */
  readonly tag: string;
  attribute(name: string): string | null;
  /** The text of the element and all it contains. */
  text(): string;
  /** Every element inside it, in document order. */
  descendants(): Iterable<PageElement>;
}

export interface MarketplacePageReading {
  readonly reviews: readonly MarketplaceReview[];
  /** The next page of reviews when the page links one plainly; null otherwise. */
  readonly nextPage: string | null;
}

function* matching(root: PageElement, test: (element: PageElement) => boolean): Generator<PageElement> {
  for (const element of root.descendants()) if (test(element)) yield element;
}

const all = (root: PageElement, test: (element: PageElement) => boolean) => [...matching(root, test)];
function first(root: PageElement, test: (element: PageElement) => boolean): PageElement | null {
  for (const element of matching(root, test)) return element;
  return null;
}

const classesOf = (element: PageElement) => (element.attribute('class') ?? '').split(/\s+/);
const hasClass = (name: string) => (element: PageElement) => classesOf(element).includes(name);
/** Class names with a build hash (`list--itemBox--je_KNzb`) are matched by their stable start. */
const hasClassStarting = (prefix: string) => (element: PageElement) => classesOf(element).some((name) => name.startsWith(prefix));
const hook = (...names: string[]) => (element: PageElement) => names.includes(element.attribute('data-hook') ?? '');

// eslint-disable-next-line no-control-regex -- page text is kept as typed text: no control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text: string) => text.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
const textOf = (element: PageElement | null) => (element ? clean(element.text()) : '');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const isoDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * A review date as pages write it, to an ISO date: "2024-03-12", "March 3, 2024", "12 Mar 2024",
 * "12.03.2024" (day first). Null when it reads none of those ways (other languages' month names).
 */
export function parseMarketplaceDate(text: string): string | null {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthFirst = /\b([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})\b/.exec(text);
  if (monthFirst && monthNumber(monthFirst[1]!) > 0) return isoDate(Number(monthFirst[3]), monthNumber(monthFirst[1]!), Number(monthFirst[2]));
  const dayFirst = /\b(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})\b/.exec(text);
  if (dayFirst && monthNumber(dayFirst[2]!) > 0) return isoDate(Number(dayFirst[3]), monthNumber(dayFirst[2]!), Number(dayFirst[1]));
  const dotted = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(text);
  if (dotted) return isoDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  return null;
}

/** A page's address for a link or image, made absolute against the page; null when it is not http(s). */
export function absoluteAddress(address: string | null, pageUrl: string): string | null {
  const value = address?.trim() ?? '';
  if (/^https?:\/\/[^\s/?#]+/i.test(value)) return value;
  const origin = originOfAddress(pageUrl);
  if (value === '' || origin === null || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value.startsWith('//')) return `${origin.slice(0, origin.indexOf('//'))}${value}`;
  if (value.startsWith('/')) return `${origin}${value}`;
  const path = pageUrl.slice(origin.length).replace(/[?#].*$/, '');
  return `${origin}${path.slice(0, path.lastIndexOf('/') + 1) || '/'}${value}`;
}

const unique = (addresses: readonly (string | null)[]) => [...new Set(addresses.filter((address): address is string => address !== null))].slice(0, MAX_MARKETPLACE_MEDIA);

/** "4.0 out of 5 stars", "4,0 von 5 Sternen": the first number. */
function ratingInText(text: string): number {
  const number = /(\d(?:[.,]\d)?)/.exec(text);
  return number ? Number(number[1]!.replace(',', '.')) : 0;
}

// ---- Amazon ---------------------------------------------------------------------------------

/** Amazon's thumbnails name their size (`71abc._SY88.jpg`); without it the address is the full photo. */
const fullSizeAmazonImage = (address: string) => address.replace(/\._[A-Z0-9_,]+_?\.(jpe?g|png|webp)$/i, '.$1');

function amazonRating(review: PageElement): number {
  const stars = first(review, hook('review-star-rating', 'cmps-review-star-rating'));
  if (!stars) return 0;
  const byClass = classesOf(stars)
    .map((name) => /^a-star-(\d)(?:-(\d))?$/.exec(name))
    .find((match) => match !== null);
  if (byClass) return Number(byClass[1]) + (byClass[2] ? Number(byClass[2]) / 10 : 0);
  return ratingInText(stars.text());
}

function amazonTitle(review: PageElement): string {
  const title = first(review, hook('review-title'));
  if (!title) return '';
  const stars = first(title, hook('review-star-rating', 'cmps-review-star-rating'));
  const full = textOf(title);
  const starText = textOf(stars);
  return clean(starText && full.startsWith(starText) ? full.slice(starText.length) : full);
}

function amazonReview(review: PageElement, pageUrl: string): MarketplaceReview {
  const dateLine = textOf(first(review, hook('review-date')));
  // "Reviewed in the United States on March 3, 2024"
  const place = /\bin (?:the )?(.+?) on /.exec(dateLine);
  const body = first(review, hook('review-body'));
  const photos = all(review, (element) => element.tag === 'img' && (hook('review-image-tile')(element) || hasClass('review-image-tile')(element)));
  const videos = all(review, (element) => element.attribute('data-video-url') !== null || (element.tag === 'video' && element.attribute('src') !== null));
  return {
    rating: amazonRating(review),
    title: amazonTitle(review),
    body: textOf(body && (first(body, (element) => element.tag === 'span' && !hasClass('cr-original-review-content')(element)) ?? body)),
    author: textOf(first(review, hasClass('a-profile-name'))),
    country: place ? place[1]! : '',
    date: parseMarketplaceDate(dateLine),
    photos: unique(photos.map((image) => absoluteAddress(image.attribute('data-src') ?? image.attribute('src'), pageUrl)).map((address) => address && fullSizeAmazonImage(address))),
    videos: unique(videos.map((video) => absoluteAddress(video.attribute('data-video-url') ?? video.attribute('src'), pageUrl))),
    verifiedPurchase: first(review, hook('avp-badge', 'avp-badge-linkless')) !== null,
  };
}

/** The reviews of an Amazon product page ("Top reviews") or review page ("All reviews"). */
export function readAmazonPage(root: PageElement, pageUrl: string): MarketplacePageReading {
  const reviews = all(root, hook('review')).map((review) => amazonReview(review, pageUrl));
  const nextItem = first(root, (element) => element.tag === 'li' && hasClass('a-last')(element) && !hasClass('a-disabled')(element));
  const nextLink = nextItem && first(nextItem, (element) => element.tag === 'a');
  return { reviews: reviews.filter((review) => review.rating >= 1), nextPage: absoluteAddress(nextLink?.attribute('href') ?? null, pageUrl) };
}

// ---- AliExpress -----------------------------------------------------------------------------

/** AliExpress thumbnails carry a size suffix (`xyz.jpg_50x50.jpg`); protocol-relative addresses are https. */
function fullSizeAliExpressImage(address: string | null, pageUrl: string): string | null {
  const full = absoluteAddress(address?.startsWith('//') ? `https:${address}` : address, pageUrl);
  return full && full.replace(/(\.(?:jpe?g|png|webp))_\d+x\d+\w*\.(?:jpe?g|png|webp)$/i, '$1');
}

function aliExpressRating(item: PageElement): number {
  const bar = first(item, hasClass('star-view'));
  const width = bar && first(bar, (element) => /width:\s*\d/.test(element.attribute('style') ?? ''));
  if (width) return Math.round(Number(/width:\s*(\d+(?:\.\d+)?)%/.exec(width.attribute('style') ?? '')?.[1] ?? 0) / 20);
  return all(item, (element) => classesOf(element).some((name) => /starreviewfilled$/.test(name))).length;
}

function aliExpressReview(item: PageElement, pageUrl: string): MarketplaceReview {
  // The current page writes "Anna K. | 12 Mar 2024" in one line; the feedback page has its own fields.
  const info = textOf(first(item, hasClassStarting('list--itemInfo')));
  const [infoAuthor = '', infoDate = ''] = info.split('|').map(clean);
  const oldBody = first(item, hasClass('buyer-feedback'));
  const body = oldBody ? first(oldBody, (element) => element.tag === 'span') : first(item, hasClassStarting('list--itemReview'));
  const photoBoxes = all(item, (element) => hasClass('r-photo-list')(element) || hasClassStarting('list--itemThumbnails')(element));
  const photos = photoBoxes.flatMap((box) => all(box, (element) => element.tag === 'img').map((image) => image.attribute('data-src') ?? image.attribute('src')));
  const dateText = textOf(first(item, hasClass('r-time-new'))) || textOf(first(item, hasClass('r-time'))) || infoDate;
  return {
    rating: aliExpressRating(item),
    title: '',
    body: textOf(body),
    author: textOf(first(item, hasClass('user-name'))) || infoAuthor,
    country: textOf(first(item, hasClass('user-country'))),
    date: parseMarketplaceDate(dateText),
    photos: unique(photos.map((address) => fullSizeAliExpressImage(address, pageUrl))),
    videos: unique(all(item, (element) => element.tag === 'video').map((video) => fullSizeAliExpressImage(video.attribute('src'), pageUrl))),
    // Only buyers can review on AliExpress: every review claims a purchase (a claim, never trusted alone).
    verifiedPurchase: true,
  };
}

/** The reviews of an AliExpress product page's review list, or of its feedback page. */
export function readAliExpressPage(root: PageElement, pageUrl: string): MarketplacePageReading {
  const items = all(root, (element) => hasClass('feedback-item')(element) || hasClassStarting('list--itemBox')(element));
  const next = first(root, (element) => element.tag === 'a' && hasClass('ui-pagination-next')(element));
  return {
    reviews: items.map((item) => aliExpressReview(item, pageUrl)).filter((review) => review.rating >= 1),
    nextPage: absoluteAddress(next?.attribute('href') ?? null, pageUrl),
  };
}

export function readMarketplacePage(marketplace: Marketplace, root: PageElement, pageUrl: string): MarketplacePageReading {
  return marketplace === 'amazon' ? readAmazonPage(root, pageUrl) : readAliExpressPage(root, pageUrl);
}

// ---- Refusals -------------------------------------------------------------------------------

/** Why a marketplace did not give us its page (docs/product/import-marketplaces.md#refusals). */
export type MarketplaceRefusal = 'captcha' | 'login' | 'blocked' | 'unavailable' | 'not_found' | 'rate_limited';

const CAPTCHA_MARKS = [/validateCaptcha/i, /Enter the characters you see below/i, /Type the characters you see in this image/i, /_____tmd_____/, /\/punish\?/, /x5secdata/i, /slide to verify/i];
/** A sign-in page's address, or its form (a product page's own "Sign in" link is no login wall). */
const LOGIN_ADDRESSES = [/\/ap\/signin/i, /\/\/login\.aliexpress\./i, /\/\/passport\.aliexpress\./i];
const LOGIN_FORMS = [/<form[^>]+name=["']signIn["']/i, /<form[^>]+id=["']fm-login/i];

/**
 * Whether a fetched page is a refusal rather than the product's page: a captcha or robot check,
 * a login wall, a refusal status. Null for a page to read.
 */
export function marketplaceRefusalOf(status: number, finalUrl: string, html: string): MarketplaceRefusal | null {
  if (LOGIN_ADDRESSES.some((mark) => mark.test(finalUrl))) return 'login';
  if (CAPTCHA_MARKS.some((mark) => mark.test(html))) return 'captcha';
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'blocked';
  if (status === 404 || status === 410) return 'not_found';
  if (status < 200 || status >= 300) return 'unavailable';
  if (LOGIN_FORMS.some((mark) => mark.test(html))) return 'login';
  return null;
}
