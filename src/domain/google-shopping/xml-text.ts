/**
 * Text made safe for an XML 1.0 document: characters XML 1.0 cannot carry at all (C0 controls
 * other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF) are dropped,
 * since no escape can represent them, and the five markup characters are escaped.
 */

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are the point
const NOT_XML_10 = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Drops the characters XML 1.0 cannot hold. */
export function xmlCharactersOnly(text: string): string {
  return text.replace(NOT_XML_10, '');
}

/** Text for an element's content or an attribute's value (double- or single-quoted). */
export function escapeXml(text: string): string {
  return xmlCharactersOnly(text).replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** `<name>text</name>` with the text escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
