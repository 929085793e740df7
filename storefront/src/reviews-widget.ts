import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { type getStorefrontReviews, type getStorefrontStoreReviews, type voteReviewHelpful } from '../../src/contracts/storefront.contract';
import { proxyCall, word } from './proxy-client';
import { fillReviewCard } from './review-card';
import { wireFormOpener } from './form-opener';
import { wireReviewForm } from './review-form';
import { CARDS_SHOWN_EVENT } from './widget-events';

const VOTER_STORAGE_KEY = 'starling-voter';

/**
 * starling-reviews.js: the reviews block after Liquid drew its first page. It loads the next
 * pages and other orders through the app proxy, records helpful votes and runs the form
 * (docs/product/storefront.md#what-shoppers-see). It adds no layout before the shopper acts.
 */
function wireReviews(section: HTMLElement): void {
  const list = section.querySelector<HTMLElement>('[data-starling-list]');
  const template = section.querySelector<HTMLTemplateElement>('template[data-starling-card]');
  const more = section.querySelector<HTMLButtonElement>('[data-starling-more]');
  const status = section.querySelector<HTMLElement>('[data-starling-status]');
  const sort = section.querySelector<HTMLSelectElement>('[data-starling-sort]');
  const form = section.querySelector<HTMLFormElement>('form[data-starling-form]');
  const opener = section.querySelector<HTMLButtonElement>('[data-starling-open-form]');
  if (!list || !template) return;
  const words = { photoAlt: word(section, 'photo-alt'), ratingLabel: word(section, 'rating-label') };
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  const load = async (page: number, replace: boolean) => {
    say(word(section, 'loading'));
    if (more) more.disabled = true;
    try {
      // The store-reviews block pages the shop's own reviews (docs/product/storefront.md#store-reviews).
      const productId = section.dataset.productId ?? '';
      const result = await proxyCall<typeof getStorefrontReviews | typeof getStorefrontStoreReviews>(section.dataset.proxy ?? '', productId === '' ? STOREFRONT_ENDPOINTS.storeReviews : STOREFRONT_ENDPOINTS.reviews, {
        query: { ...(productId === '' ? {} : { product_id: productId }), page: String(page), sort: section.dataset.sort ?? '' },
      });
      const cards = result.reviews.map((review) => fillReviewCard(template, review, words));
      if (replace) list.replaceChildren(...cards);
      else list.append(...cards);
      section.dispatchEvent(new CustomEvent(CARDS_SHOWN_EVENT, { detail: cards }));
      section.dataset.page = String(result.page);
      section.dataset.pages = String(result.pages);
      if (more) more.hidden = result.page >= result.pages;
      say('');
      if (!replace) cards[0]?.focus();
    } catch {
      say(word(section, 'load-failed'));
    } finally {
      if (more) more.disabled = false;
    }
  };

  more?.addEventListener('click', () => void load(Number(section.dataset.page ?? '1') + 1, false));
  sort?.addEventListener('change', () => {
    section.dataset.sort = sort.value;
    void load(1, true);
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-field="helpful"]');
    const card = button?.closest<HTMLElement>('[data-review-id]');
    if (!button || !card || button.getAttribute('aria-pressed') === 'true') return;
    button.setAttribute('aria-pressed', 'true');
    proxyCall<typeof voteReviewHelpful>(section.dataset.proxy ?? '', STOREFRONT_ENDPOINTS.voteHelpful, {
      body: { review_id: Number(card.dataset.reviewId), voter: voterId() },
    })
      .then(({ helpful }) => {
        const count = button.querySelector('[data-field="helpful-count"]');
        if (count) count.textContent = String(helpful);
        say(word(section, 'helpful-thanks'));
      })
      .catch(() => button.setAttribute('aria-pressed', 'false'));
  });
  if (form && opener) wireFormOpener(form, opener);
  if (form) wireReviewForm(form, () => void load(1, true));
}

/** A random id kept in this browser so one shopper votes once per review; nothing personal. */
function voterId(): string {
  try {
    const kept = localStorage.getItem(VOTER_STORAGE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(VOTER_STORAGE_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

for (const section of document.querySelectorAll<HTMLElement>('[data-starling-reviews]')) wireReviews(section);
