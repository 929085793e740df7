/** A "Write a review" / "Ask a question" button that opens its form, and the form's Cancel. */
export function wireFormOpener(form: HTMLFormElement, opener: HTMLButtonElement): void {
  opener.addEventListener('click', () => {
    form.hidden = !form.hidden;
    opener.setAttribute('aria-expanded', String(!form.hidden));
    if (!form.hidden) form.querySelector<HTMLElement>('input:not([type="radio"]):not([tabindex="-1"]), textarea')?.focus();
  });
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
