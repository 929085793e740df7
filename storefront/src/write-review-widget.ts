import { wireReviewForm } from './review-form';

/** starling-write-review.js: the write-review block's form. */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-starling-form]')) {
  if (!form.closest('[data-starling-reviews]')) wireReviewForm(form);
}
