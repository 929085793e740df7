import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { type getStorefrontShopReviews } from '../../src/contracts/storefront.contract';
import { proxyCall, word } from './proxy-client';
import { fillReviewCard } from './review-card';

/**
 * starling-side-tab.js: the side tab's dialog (docs/product/storefront.md#side-tab). A modal
 * <dialog> keeps focus inside, closes on Esc and gives focus back to the tab; the shop's reviews
 * are asked for only when the shopper first opens it.
 */
function wireSideTab(root: HTMLElement): void {
  const opener = root.querySelector<HTMLButtonElement>('[data-starling-side-tab-open]');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const list = root.querySelector<HTMLElement>('[data-starling-list]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-starling-card]');
  const more = root.querySelector<HTMLButtonElement>('[data-starling-more]');
  const status = root.querySelector<HTMLElement>('[data-starling-status]');
  const close = root.querySelector<HTMLButtonElement>('[data-starling-side-tab-close]');
  if (!opener || !dialog || !list || !template) return;
  const words = { photoAlt: word(root, 'photo-alt'), ratingLabel: word(root, 'rating-label') };
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  let page = 0;

  const load = async () => {
    say(word(root, 'loading'));
    if (more) more.disabled = true;
    try {
      const result = await proxyCall<typeof getStorefrontShopReviews>(root.dataset.proxy ?? '', STOREFRONT_ENDPOINTS.shopReviews, { query: { page: String(page + 1) } });
      const cards = result.reviews.map((review) => fillReviewCard(template, review, words));
      list.append(...cards);
      page = result.page;
      if (more) more.hidden = result.page >= result.pages;
      say(page === 1 && cards.length === 0 ? word(root, 'none') : '');
      if (page > 1) cards[0]?.focus();
    } catch {
      say(word(root, 'load-failed'));
    } finally {
      if (more) more.disabled = false;
    }
  };

  opener.addEventListener('click', () => {
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
    if (page === 0) void load();
  });
  close?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
  more?.addEventListener('click', () => void load());
}

for (const root of document.querySelectorAll<HTMLElement>('[data-starling-side-tab]')) wireSideTab(root);
