// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { wireFormOpener } from '../../storefront/src/form-opener';
import { writeReviewHash } from '../../src/domain/storefront/write-review-hash';

/** The reviews block's "Write a review" opener and its form (docs/product/storefront.md#referral-and-checkout). */
function mount(withRating = true) {
  document.body.replaceChildren();
  const opener = document.createElement('button');
  opener.setAttribute('aria-expanded', 'false');
  const form = document.createElement('form');
  form.hidden = true;
  if (withRating) {
    for (const value of ['1', '2', '3', '4', '5']) {
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'rating';
      radio.value = value;
      form.append(radio);
    }
  }
  form.append(document.createElement('textarea'));
  document.body.append(opener, form);
  wireFormOpener(form, opener);
  return { form, opener, checked: () => form.querySelector<HTMLInputElement>('input[name="rating"]:checked')?.value ?? null };
}

afterEach(() => {
  window.location.hash = '';
});

describe('the write-review form opener', () => {
  it('stays closed on a page opened without our fragment, and opens on a click', () => {
    const { form, opener } = mount();
    expect(form.hidden).toBe(true);
    opener.click();
    expect(form.hidden).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
  });

  it("opens with the rating chosen when the checkout prompt's link names one", () => {
    window.location.hash = writeReviewHash(4);
    const { form, opener, checked } = mount();
    expect(form.hidden).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(checked()).toBe('4');
    expect(document.activeElement).toBe(form.querySelector('textarea'));
  });

  it('leaves a form without a rating (a question form) alone', () => {
    window.location.hash = writeReviewHash(4);
    const { form } = mount(false);
    expect(form.hidden).toBe(true);
  });
});
