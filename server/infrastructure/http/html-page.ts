/**
 * The server's few pages of its own (the unsubscribe page, the development store's simulated
 * charge confirmation): one small HTML document with inline styles, every text escaped by the
 * caller through {@link escapeHtml}.
 */

import { escapeHtml } from '../../application/collect/collect-email-html';

export { escapeHtml };

export interface HtmlPage {
  readonly language: string;
  readonly title: string;
  readonly style: string;
  /** Markup already escaped. */
  readonly body: string;
}

export function renderHtmlPage({ language, title, style, body }: HtmlPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
