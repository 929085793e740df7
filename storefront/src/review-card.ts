import { type StorefrontReview } from '../../src/domain/storefront/storefront-review';

/**
 * A review card from the block's <template>, the markup Liquid drew the first page with. Every
 * text goes in with textContent, never as HTML (docs/product/storefront.md#safety).
 */
export function fillReviewCard(template: HTMLTemplateElement, review: StorefrontReview, words: { readonly photoAlt: string; readonly ratingLabel: string }): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const field = (name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const setText = (name: string, text: string) => {
    const element = field(name);
    if (element) element.textContent = text;
  };
  const show = (name: string, visible: boolean) => {
    const element = field(name);
    if (element) element.hidden = !visible;
  };
  card.dataset.reviewId = String(review.id);
  card.dataset.language = review.language;
  card.tabIndex = -1;
  setText('initial', Array.from(review.author)[0] ?? '');
  setText('author', review.author);
  show('verified', review.verified);
  show('reviewer-verified', review.reviewer_verified);
  show('incentivized', review.incentivized);
  setText('date', review.date_text);
  field('date')?.setAttribute('datetime', review.date);
  const stars = field('stars');
  if (stars) {
    stars.style.setProperty('--starling-fill', `${review.rating * 20}%`);
    stars.setAttribute('aria-label', words.ratingLabel.replace('{rating}', String(review.rating)));
  }
  setText('title', review.title);
  show('title', review.title !== '');
  setText('body', review.body);
  const photos = field('photos');
  if (photos) {
    for (const url of review.photos) {
      const item = document.createElement('li');
      const image = document.createElement('img');
      image.src = url;
      image.alt = words.photoAlt.replace('{author}', review.author);
      image.width = 96;
      image.height = 96;
      image.loading = 'lazy';
      item.append(image);
      photos.append(item);
    }
    photos.hidden = review.photos.length === 0;
  }
  setText('reply-body', review.reply?.body ?? '');
  show('reply', review.reply !== null);
  setText('helpful-count', String(review.helpful));
  return card;
}
