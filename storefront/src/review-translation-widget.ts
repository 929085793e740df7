import { wireReviewTranslation } from './review-translation';
import { CARDS_SHOWN_EVENT } from './widget-events';

/**
 * starling-translation.js: review translation in the reviews sections (docs/product/storefront.md#translation),
 * loaded only where the merchant turned it on, so the reviews script stays within Shopify's size budget.
 */
for (const section of document.querySelectorAll<HTMLElement>('[data-starling-reviews]')) {
  // Two reviews blocks on one page load this script twice: each section is wired once.
  if (section.dataset.translationWired !== undefined) continue;
  section.dataset.translationWired = '';
  const offer = wireReviewTranslation(section);
  offer(Array.from(section.querySelectorAll<HTMLElement>('[data-starling-list] [data-review-id]')));
  section.addEventListener(CARDS_SHOWN_EVENT, (event) => offer((event as CustomEvent<readonly HTMLElement[]>).detail));
}
