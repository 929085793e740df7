import { z } from 'zod';

/**
 * The field rules every contract builds on, so one rule holds for every field of its kind
 * (docs/decisions/0038-one-contract-per-endpoint.md). Query parameters arrive as text, or as an array of text
 * when a key repeats (GET sends arrays as repeated keys).
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * Typed text: no C0 control characters but tab, line feed and carriage return (PostgreSQL
 * refuses a NUL; the others are never typed text), trimmed, within `max` characters.
 */
export function text(options: { readonly max: number; readonly min?: number; readonly trim?: boolean }) {
  const base = z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });
  const trimmed = options.trim === false ? base : base.trim();
  const bounded = trimmed
    .min(options.min ?? 0, options.min === 1 ? 'must not be blank' : `must be at least ${options.min} characters`)
    .max(options.max, `must be at most ${options.max} characters`);
  return bounded.refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');
}

/**
 * A rule that reads raw input (a query's text or a JSON value) and gives `T`, typed as taking
 * `T`: the admin's typecheck then holds a request body to the typed value (a POST's request
 * type is its schema's input), while the server still reads the text a query carries.
 */
function readsAs<T>(schema: z.ZodType<T>): z.ZodType<T, T> {
  return schema as z.ZodType<T, T>;
}

/** A positive whole-number record id, as a JSON number or (in a query) its decimal text. */
export const recordId = readsAs(
  z.unknown().transform((raw, context): number => {
    const value = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : raw;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
    context.addIssue({ code: 'custom', message: raw === undefined ? 'is required' : 'must be a positive whole number' });
    return z.NEVER;
  }),
);

/** A query parameter given once; a repeated one is refused ("must be given once"). */
export function one<T extends z.ZodType>(schema: T) {
  return z.unknown().transform((raw, context): z.output<T> => {
    if (Array.isArray(raw)) {
      context.addIssue({ code: 'custom', message: 'must be given once' });
      return z.NEVER;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

/** A repeated query parameter: each value checked by `item`; absent is undefined. */
export function many<T extends z.ZodType>(item: T, options: { readonly max: number; readonly what: string }) {
  return z
    .preprocess((raw) => (raw === undefined ? undefined : Array.isArray(raw) ? raw : [raw]), z.array(item).optional())
    .refine((values) => values === undefined || values.length <= options.max, `must name at most ${options.max} ${options.what}`);
}

/** A whole number from `min` to `max`, as a JSON number or its decimal text. */
export function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return readsAs(
    z.unknown().transform((raw, context): number => {
      const value = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
      if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
      context.addIssue({ code: 'custom', message: raw === undefined ? 'is required' : message });
      return z.NEVER;
    }),
  );
}

/**
 * One of a set of numeric codes, as a JSON number or its canonical decimal text ('4', never
 * '04'). `meaning` lists them for the message, e.g. "1 (published) or 2 (unpublished)".
 */
export function numericCode<T extends number>(codes: readonly T[], meaning: string) {
  return readsAs(
    z.unknown().transform((raw, context): T => {
      const value = typeof raw === 'string' && String(Number(raw)) === raw ? Number(raw) : raw;
      const match = codes.find((code) => code === value);
      if (match !== undefined) return match;
      context.addIssue({ code: 'custom', message: `must be ${meaning}` });
      return z.NEVER;
    }),
  );
}

/** true or false; in a query also '1'/'0' and 'true'/'false'. */
export const flag = readsAs(
  z.unknown().transform((raw, context): boolean => {
    if (raw === true || raw === '1' || raw === 'true') return true;
    if (raw === false || raw === '0' || raw === 'false') return false;
    context.addIssue({ code: 'custom', message: raw === undefined ? 'is required' : 'must be true or false' });
    return z.NEVER;
  }),
);

/** A page of a list: `page` from 1, `page_size` up to the list's own limit. */
export function paging(limits: { readonly maxPage: number; readonly maxPageSize: number }) {
  return {
    page: one(wholeNumber(1, limits.maxPage)).optional(),
    page_size: one(wholeNumber(1, limits.maxPageSize)).optional(),
  };
}

/** The same schema, read leniently (the admin's address bar): fields at fault are dropped, not refused. */
export function parseLeniently<S extends z.ZodType>(schema: S, input: Readonly<Record<string, unknown>>): z.output<S> | null {
  let remaining: Record<string, unknown> = { ...input };
  for (let attempt = 0; attempt <= Object.keys(input).length; attempt += 1) {
    const result = schema.safeParse(remaining);
    if (result.success) return result.data;
    const faulty = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (faulty.has('') || ![...faulty].some((key) => key in remaining)) return null;
    remaining = Object.fromEntries(Object.entries(remaining).filter(([key]) => !faulty.has(key)));
  }
  return null;
}
