import { readWriteReviewHash } from '../../src/domain/storefront/write-review-hash';

/**
 * A "Write a review" / "Ask a question" button that opens its form, and the form's Cancel. A review
 * form also opens when the page was opened at `#starling-write-review?rating=4` (the checkout's order
 * review prompt links there), with that rating chosen.
 */
export function wireFormOpener(form: HTMLFormElement, opener: HTMLButtonElement): void {
  opener.addEventListener('click', () => {
    form.hidden = !form.hidden;
    opener.setAttribute('aria-expanded', String(!form.hidden));
    if (!form.hidden) form.querySelector<HTMLElement>('input:not([type="radio"]):not([tabindex="-1"]), textarea')?.focus();
  });
  const asked = readWriteReviewHash(location.hash);
  const ratings = form.querySelectorAll<HTMLInputElement>('input[name="rating"]');
  if (asked && ratings.length > 0) {
    if (form.hidden) opener.click();
    for (const radio of ratings) radio.checked = radio.value === String(asked.rating);
  }
  form.querySelector('[data-starling-cancel]')?.addEventListener('click', () => {
    form.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
}

/** Puts a field's message next to it (empty: none) and marks the field invalid or not. */
export function fieldMessenger(form: HTMLFormElement) {
  return (name: string, message: string) => {
    const element = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    if (element) {
      element.textContent = message;
      element.hidden = message === '';
    }
    form.querySelector(`[name="${name}"]`)?.setAttribute('aria-invalid', message === '' ? 'false' : 'true');
  };
}
