import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { type askStorefrontQuestion } from '../../src/contracts/storefront.contract';
import { fieldMessenger, wireFormOpener } from './form-opener';
import { proxyCall, ProxyError, word } from './proxy-client';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED_FIELDS = ['body', 'name', 'email'] as const;

/** starling-qa.js: the Q&A block's "Ask a question" form (docs/product/storefront.md#questions). */
function wireQuestions(section: HTMLElement): void {
  const form = section.querySelector<HTMLFormElement>('form[data-starling-question-form]');
  const opener = section.querySelector<HTMLButtonElement>('[data-starling-open-form]');
  const thanks = section.querySelector<HTMLElement>('[data-starling-thanks]');
  if (!form) return;
  if (opener) wireFormOpener(form, opener);
  const showError = fieldMessenger(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = submit?.textContent ?? '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const problems: [string, string][] = [];
    for (const name of REQUIRED_FIELDS) if (text(name) === '') problems.push([name, word(form, 'field-required')]);
    if (text('email') !== '' && !EMAIL_SHAPE.test(text('email'))) problems.push(['email', word(form, 'email-invalid')]);
    for (const name of [...REQUIRED_FIELDS, 'form']) showError(name, problems.find(([field]) => field === name)?.[1] ?? '');
    if (problems.length > 0) {
      form.querySelector<HTMLElement>(`[name="${problems[0]![0]}"]`)?.focus();
      return;
    }
    if (submit) {
      submit.disabled = true;
      submit.textContent = word(form, 'sending');
    }
    proxyCall<typeof askStorefrontQuestion>(form.dataset.proxy ?? '', STOREFRONT_ENDPOINTS.askQuestion, {
      // The questions block always writes data-product-id.
      body: { product_id: form.dataset.productId!, body: text('body'), name: text('name'), email: text('email'), website: text('website') },
    })
      .then(() => {
        form.reset();
        form.hidden = true;
        opener?.setAttribute('aria-expanded', 'false');
        if (thanks) {
          thanks.textContent = word(form, 'thanks');
          thanks.hidden = false;
          thanks.focus();
        }
      })
      .catch((error: unknown) => showError('form', word(form, error instanceof ProxyError && error.status === 429 ? 'too-many' : 'failed')))
      .finally(() => {
        if (submit) {
          submit.disabled = false;
          submit.textContent = submitLabel;
        }
      });
  });
}

for (const section of document.querySelectorAll<HTMLElement>('[data-starling-qa]')) wireQuestions(section);
