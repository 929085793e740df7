const TRUTHY_STRINGS: readonly string[] = ['1', 'true'];

/**
 * Reads a yes/no value from the server: `true`, `1`, '1' or 'true' (any case, trimmed) are yes;
 * anything else ('2', '0', false, null, missing) is no, matching the server's '1' on / '2' off convention.
 */
export function isServerTruthy(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUTHY_STRINGS.includes(value.trim().toLowerCase());
}

/** A finite number from a number or a numeric string ('12', ' 3 '); `undefined` otherwise. */
export function toFiniteNumber(value: unknown): number | undefined {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof numeric === 'number' && Number.isFinite(numeric) ? numeric : undefined;
}

/** A JSON object (not an array, not null) as the server sends settings. */
export function isPlainRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A settings object as the server may send it: an object, a JSON string of one, or a JSON
 * string holding such a string (double-encoded). Anything else is undefined; never throws.
 */
export function readJsonRecord(raw: unknown): Readonly<Record<string, unknown>> | undefined {
  if (isPlainRecord(raw)) return raw;
  if (typeof raw !== 'string') return undefined;
  const parsed = parseJson(raw);
  const decoded = typeof parsed === 'string' ? parseJson(parsed) : parsed;
  return isPlainRecord(decoded) ? decoded : undefined;
}
