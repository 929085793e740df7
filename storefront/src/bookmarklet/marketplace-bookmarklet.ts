import {
  MAX_IMPORTED_AUTHOR_LENGTH,
  MAX_IMPORTED_BODY_LENGTH,
  MAX_IMPORTED_TITLE_LENGTH,
} from '../../../src/domain/import/imported-review';
import { MAX_BOOKMARK_SEND_BYTES, MAX_MARKETPLACE_COUNTRY_LENGTH, type MarketplaceReview } from '../../../src/domain/import/marketplace-import';
import { type BookmarkletConfig } from '../../../src/domain/import/bookmarklet';
import { fillWords, showOverlay } from './bookmarklet-overlay';
import { type PageLoader, readReviewsFromPage } from './marketplace-reader';

/**
 * The bookmarklet (docs/product/import-marketplaces.md#bookmarklet): run by the merchant on an
 * Amazon or AliExpress product page, in their own browser session. It reads the page's reviews,
 * shows how many it found, and on Send posts them with its one-time token to our endpoint.
 */

/** The wire shape of one review, within the endpoint's limits (src/contracts/import-sources.schema.ts, bookmarkReview). */
const wireReview = (review: MarketplaceReview) => ({
  rating: review.rating,
  title: review.title.slice(0, MAX_IMPORTED_TITLE_LENGTH),
  body: review.body.slice(0, MAX_IMPORTED_BODY_LENGTH),
  author: review.author.slice(0, MAX_IMPORTED_AUTHOR_LENGTH),
  country: review.country.slice(0, MAX_MARKETPLACE_COUNTRY_LENGTH),
  date: review.date,
  photos: review.photos,
  videos: review.videos,
  verified_purchase: review.verifiedPurchase,
});

interface Envelope {
  readonly code: number;
  readonly message: string;
  readonly data: { readonly job_id: number; readonly kept: number } | null;
}

const sameOriginPage =
  (window: Window): PageLoader =>
  async (address) => {
    const response = await window.fetch(address, { credentials: 'include' });
    return response.ok ? new DOMParser().parseFromString(await response.text(), 'text/html') : null;
  };

export async function runBookmarklet(window: Window, config: BookmarkletConfig, load: PageLoader = sameOriginPage(window)): Promise<void> {
  const { words } = config;
  const overlay = showOverlay(window.document, words);
  overlay.say(words.reading);
  const found = await readReviewsFromPage(window.document, window.location.href, config.maxReviews, load);
  if (!found) return overlay.say(words.notMarketplace, 'error');
  if (found.reviews.length === 0) return overlay.say(words.noReviews, 'error');
  overlay.say(fillWords(words.found, { count: found.reviews.length }));
  overlay.offerSend(() => {
    overlay.say(words.sending);
    void send(window, config, found.reviews).then(
      (answer) => {
        overlay.hideSend();
        if (answer.code === 0 && answer.data) overlay.say(fillWords(words.sent, { imported: answer.data.kept }), 'success');
        else overlay.say(`${words.failed} ${answer.message}`, 'error');
      },
      () => overlay.say(words.failed, 'error'),
    );
  });
}

async function send(window: Window, config: BookmarkletConfig, reviews: readonly MarketplaceReview[]): Promise<Envelope> {
  const wire = reviews.map(wireReview);
  const bodyOf = () => JSON.stringify({ token: config.token, page_url: window.location.href, reviews: wire });
  // Within the API's body limit: the last reviews wait for another bookmarklet.
  while (wire.length > 1 && new TextEncoder().encode(bodyOf()).length > MAX_BOOKMARK_SEND_BYTES) wire.pop();
  const response = await window.fetch(config.endpoint, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: bodyOf(),
  });
  return (await response.json()) as Envelope;
}

