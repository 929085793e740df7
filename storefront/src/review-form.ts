import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { type submitStorefrontReview } from '../../src/contracts/storefront.contract';
import { type ShopLinkChannel } from '../../src/domain/collect/review-form-link';
import { fieldMessenger } from './form-opener';
import { proxyCall, ProxyError, word } from './proxy-client';
import { mediaProblem, uploadMedia } from './review-media';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED_FIELDS = ['body', 'name', 'email'] as const;

/**
 * The write-review form (docs/product/storefront.md#write-a-review): checks what it can before
 * sending, says what is wrong next to the field, sends JSON to the app proxy, then thanks the
 * shopper in their language. `onPublished` lets the reviews block show the new review.
 */
export function wireReviewForm(form: HTMLFormElement, onPublished: () => void = () => undefined): void {
  const thanks = form.nextElementSibling instanceof HTMLElement && form.nextElementSibling.hasAttribute('data-starling-thanks') ? form.nextElementSibling : null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = submit?.textContent ?? '';
  const showError = fieldMessenger(form);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  const filesOf = (name: string) => Array.from(form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.files ?? []);

  async function send(): Promise<void> {
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const problems: [string, string][] = [];
    if (!data.get('rating')) problems.push(['rating', word(form, 'rating-required')]);
    // A review link's form has no e-mail field: the order's address is the reviewer's (docs/product/collect-link.md).
    const asked = REQUIRED_FIELDS.filter((name) => form.querySelector(`[name="${name}"]`));
    for (const name of asked) if (text(name) === '') problems.push([name, word(form, 'field-required')]);
    if (text('email') !== '' && !EMAIL_SHAPE.test(text('email'))) problems.push(['email', word(form, 'email-invalid')]);
    const [photos, videos] = [filesOf('photos'), filesOf('videos')];
    const photoProblem = await mediaProblem(photos, 'photo');
    if (photoProblem) problems.push(['photos', word(form, photoProblem)]);
    const videoProblem = await mediaProblem(videos, 'video');
    if (videoProblem) problems.push(['videos', word(form, videoProblem)]);
    // The review attributes (docs/product/collect-attributes.md): `attribute-<id>` fields, sent by id.
    const attributes: Record<string, string> = {};
    const questions = Array.from(form.querySelectorAll<HTMLElement>('[data-starling-attribute]'), (question) => `attribute-${question.dataset.starlingAttribute ?? ''}`);
    for (const name of questions) {
      const answer = text(name);
      if (answer !== '') attributes[name.slice(10)] = answer;
      else if (form.querySelector(`[name="${name}"][required]`)) problems.push([name, word(form, 'field-required')]);
    }
    for (const name of ['rating', ...REQUIRED_FIELDS, ...questions, 'photos', 'videos', 'form']) showError(name, problems.find(([field]) => field === name)?.[1] ?? '');
    if (problems.length > 0) {
      const [first] = problems[0]!;
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const proxy = form.dataset.proxy ?? '';
    if (submit) {
      submit.disabled = true;
      submit.textContent = word(form, photos.length + videos.length > 0 ? 'uploading' : 'sending');
    }
    try {
      let media: { photos: string[]; videos: string[] };
      try {
        media = { photos: await uploadMedia(proxy, photos), videos: await uploadMedia(proxy, videos) };
      } catch (error) {
        showError('form', word(form, error instanceof ProxyError && error.status === 429 ? 'too-many' : 'upload-failed'));
        return;
      }
      if (submit) submit.textContent = word(form, 'sending');
      const { status } = await proxyCall<typeof submitStorefrontReview>(proxy, STOREFRONT_ENDPOINTS.submitReview, {
        body: {
          // No product: a review of the shop itself (docs/product/storefront.md#store-reviews).
          product_id: form.dataset.productId || undefined,
          rating: Number(data.get('rating')),
          title: text('title'),
          body: text('body'),
          name: text('name'),
          email: asked.includes('email') ? text('email') : undefined,
          website: text('website'),
          token: form.dataset.token,
          // The review page writes a channel it read with the same rule; the server checks it again.
          via: form.dataset.via as ShopLinkChannel | undefined,
          attributes,
          ...media,
        },
      });
      form.reset();
      form.hidden = true;
      document.querySelector(`[aria-controls="${form.id}"]`)?.setAttribute('aria-expanded', 'false');
      if (thanks) {
        thanks.textContent = word(form, status === 'published' ? 'thanks-published' : 'thanks-pending');
        thanks.hidden = false;
        thanks.focus();
      }
      if (status === 'published') onPublished();
    } catch (error) {
      showError('form', word(form, error instanceof ProxyError && error.status === 429 ? 'too-many' : 'failed'));
    } finally {
      if (submit) {
        submit.disabled = false;
        submit.textContent = submitLabel;
      }
    }
  }
}
