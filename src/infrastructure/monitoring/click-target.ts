import { clip } from './monitoring-event';

const INTERACTIVE = 'a, button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], input, select, textarea, label';
const FIELDS = new Set(['input', 'select', 'textarea']);
const LABEL_LENGTH = 40;

/**
 * A short description of what was clicked, e.g. `button "Save"` or `input[name=shop]`: the
 * nearest interactive element, its id, and its visible label. Form fields are named, never read,
 * and other elements' text (reviews, customer names) is never taken, so neither what a merchant
 * types nor shop data leaves the browser.
 */
export function describeClickTarget(target: EventTarget | null): string {
  if (!(target instanceof Element)) return 'unknown';
  const interactive = target.closest(INTERACTIVE);
  if (!interactive) return target.tagName.toLowerCase() + (target.id ? `#${target.id}` : '');
  const element = interactive;
  const tag = element.tagName.toLowerCase();
  const id = element.id ? `#${element.id}` : '';
  if (FIELDS.has(tag)) {
    const name = element.getAttribute('name') ?? element.getAttribute('type');
    return `${tag}${id}${name ? `[name=${clip(name, LABEL_LENGTH)}]` : ''}`;
  }
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const text = clip(label.replace(/\s+/g, ' ').trim(), LABEL_LENGTH);
  return text ? `${tag}${id} "${text}"` : `${tag}${id}`;
}
