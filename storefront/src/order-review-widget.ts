import { wireReviewForm } from './review-form';

/**
 * starling-order-review.js: the order review prompt (docs/product/storefront.md#referral-and-checkout).
 * A star opens the product's write-review form below it with that rating chosen.
 */
for (const item of document.querySelectorAll<HTMLElement>('[data-starling-order-review] li')) {
  const form = item.querySelector<HTMLFormElement>('form[data-starling-form]');
  if (!form) continue;
  wireReviewForm(form);
  const stars = Array.from(item.querySelectorAll<HTMLButtonElement>('button[data-rating]'));
  for (const star of stars) {
    star.addEventListener('click', () => {
      const rating = star.dataset.rating ?? '';
      const radio = form.querySelector<HTMLInputElement>(`input[name="rating"][value="${rating}"]`);
      if (radio) radio.checked = true;
      form.hidden = false;
      for (const other of stars) {
        other.setAttribute('aria-expanded', 'true');
        other.setAttribute('aria-pressed', String(Number(other.dataset.rating) <= Number(rating)));
      }
      form.querySelector<HTMLElement>('textarea')?.focus();
    });
  }
  form.querySelector('[data-starling-cancel]')?.addEventListener('click', () => {
    form.hidden = true;
    for (const star of stars) star.setAttribute('aria-expanded', 'false');
    stars[0]?.focus();
  });
}
