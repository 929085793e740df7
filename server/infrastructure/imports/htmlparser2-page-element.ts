import { type AnyNode, type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { textContent } from 'domutils';
import { type PageElement } from '../../../src/domain/import/marketplace-pages';

function* elementsIn(nodes: readonly AnyNode[]): Generator<Element> {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    yield node;
    yield* elementsIn(node.children);
  }
}

function pageElement(element: Element): PageElement {
  return {
    tag: element.name.toLowerCase(),
    attribute: (name) => element.attribs[name] ?? null,
    text: () => textContent(element),
    *descendants() {
      for (const inner of elementsIn(element.children)) yield pageElement(inner);
    },
  };
}

/** A fetched page's HTML as the marketplace page readers see it (the same readers the bookmarklet runs on the DOM). */
export function parsedPage(html: string): PageElement {
  const document = parseDocument(html, { decodeEntities: true });
  const root: PageElement = {
    tag: '#document',
    attribute: () => null,
    text: () => textContent(document),
    *descendants() {
      for (const element of elementsIn(document.children)) yield pageElement(element);
    },
  };
  return root;
}
