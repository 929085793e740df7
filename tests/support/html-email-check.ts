import { JSDOM } from 'jsdom';

/**
 * The HTML e-mail check (docs/product/collect-emails.md#the-e-mail): what mail clients need of a
 * message. Answers every problem found, so a test shows them all at once; [] is a pass.
 * - inline styles only: no <style>, no linked stylesheet;
 * - no script: no <script>, no on* handler, no javascript: address;
 * - every <img> has alt text;
 * - every link and image is an absolute http(s) address;
 * - the layout is at most `maxWidthPx` wide (a max-width or width on the outer content table);
 * - a plain-text part with words in it.
 */
export interface EmailParts {
  readonly html: string;
  readonly text: string;
}

export const EMAIL_MAX_WIDTH = 600;

export function htmlEmailProblems(email: EmailParts, maxWidthPx = EMAIL_MAX_WIDTH): string[] {
  const problems: string[] = [];
  const document = new JSDOM(email.html).window.document;
  if (document.querySelector('style')) problems.push('has a <style> element: styles must be inline');
  if (document.querySelector('link[rel~="stylesheet"]')) problems.push('links a stylesheet: styles must be inline');
  if (document.querySelector('script')) problems.push('has a <script>');
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(`<${element.tagName.toLowerCase()}> has an ${attribute.name} handler`);
    }
  }
  for (const image of document.querySelectorAll('img')) {
    if ((image.getAttribute('alt') ?? '').trim() === '') problems.push(`<img src="${image.getAttribute('src')}"> has no alt text`);
    if (!isAbsoluteHttp(image.getAttribute('src'))) problems.push(`<img src="${image.getAttribute('src')}"> is not an absolute http(s) address`);
  }
  for (const link of document.querySelectorAll('a')) {
    if (!isAbsoluteHttp(link.getAttribute('href'))) problems.push(`<a href="${link.getAttribute('href')}"> is not an absolute http(s) address`);
  }
  const widths = [...document.querySelectorAll('table')].map((table) => widthOf(table.getAttribute('style') ?? '', table.getAttribute('width')));
  const limited = widths.filter((width): width is number => width !== null);
  if (limited.length === 0) problems.push('no table limits the width');
  else if (Math.max(...limited) > maxWidthPx) problems.push(`a table is ${Math.max(...limited)}px wide (at most ${maxWidthPx}px)`);
  if (email.text.trim() === '') problems.push('has no plain-text part');
  else if (/^\s*<(!doctype|html)/i.test(email.text)) problems.push('the plain-text part is the HTML');
  return problems;
}

function isAbsoluteHttp(url: string | null): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A table's limit in px: its max-width, else a px width (percentages do not limit). */
function widthOf(style: string, widthAttribute: string | null): number | null {
  const maxWidth = /max-width\s*:\s*(\d+)px/i.exec(style);
  if (maxWidth) return Number(maxWidth[1]);
  const width = /(?:^|;)\s*width\s*:\s*(\d+)px/i.exec(style);
  if (width) return Number(width[1]);
  if (widthAttribute && /^\d+$/.test(widthAttribute)) return Number(widthAttribute);
  return null;
}
