import { type PageElement } from '../../../src/domain/import/marketplace-pages';

/** A browser DOM element as the marketplace page readers see it. */
export function domPageElement(element: Element): PageElement {
  return {
    tag: element.tagName.toLowerCase(),
    attribute: (name) => element.getAttribute(name),
    text: () => element.textContent ?? '',
    *descendants() {
      for (const inner of Array.from(element.querySelectorAll('*'))) yield domPageElement(inner);
    },
  };
}
