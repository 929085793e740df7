/**
 * Query strings by hand (URLSearchParams is DOM-only): array values are sent as repeated plain
 * keys, `ratings=4&ratings=5`, as docs/product/api.md says GET requests send arrays.
 */
export type QueryParamValue = string | readonly string[];
export type QueryParams = Readonly<Record<string, QueryParamValue>>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const REPLACEMENT_CHARACTER = '\uFFFD';
const PLUS_SIGN = /\+/g;

/** Lone UTF-16 surrogates (which encodeURIComponent rejects) replaced by U+FFFD, as String#toWellFormed does. */
export function toWellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, REPLACEMENT_CHARACTER);
}

function encodeComponent(text: string): string {
  return encodeURIComponent(toWellFormedText(text));
}

/** 'key=value&key=value' without a leading '?', keys in the record's order; an empty array emits nothing. */
export function encodeQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    for (const item of values) pairs.push(`${encodeComponent(key)}=${encodeComponent(item)}`);
  }
  return pairs.join('&');
}

/** Form decoding: '+' and '%20' both become a space; malformed percent-encoding gives null. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(PLUS_SIGN, ' '));
  } catch {
    return null;
  }
}

/**
 * Every key with all its values in order. Accepts a leading '?'; a key without '=' has the value
 * ''; a pair with malformed percent-encoding is skipped rather than thrown.
 */
export function decodeQueryString(search: string): Readonly<Record<string, readonly string[]>> {
  const byKey = new Map<string, string[]>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const segment of body.split('&')) {
    if (segment === '') continue;
    const separator = segment.indexOf('=');
    const key = decodeComponent(separator === -1 ? segment : segment.slice(0, separator));
    const value = separator === -1 ? '' : decodeComponent(segment.slice(separator + 1));
    if (key === null || value === null) continue;
    const values = byKey.get(key);
    if (values === undefined) byKey.set(key, [value]);
    else values.push(value);
  }
  // fromEntries defines own properties, so a '__proto__' key cannot touch the prototype.
  return Object.fromEntries(byKey);
}
