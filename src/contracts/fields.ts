import { z } from 'zod';

/**
 * The field rules every contract builds on, so one rule holds for every field of its kind
 * (docs/decisions/0038-one-contract-per-endpoint.md). Query parameters arrive as text, or as an array of text
 * when a key repeats (GET sends arrays as repeated keys).
 */

/** The request of an endpoint that takes no parameters: unknown ones are ignored. */
export const noParams = z.object({});

/** The body of an action that takes nothing: any field is refused (a caller that thinks it can choose is told it cannot). */
export const emptyBody = z.strictObject({});

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

/** An e-mail address or '' (a reviewer's, which a review may lack), trimmed, as long as an address may be. */
export const optionalEmail = z
  .string({ error: 'must be text' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'must be an e-mail address or empty')
  .optional()
  .default('');

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

/** Text a message quotes is cut to this many characters. */
const QUOTED_TEXT_LENGTH = 40;

/**
 * A value as a 422 message quotes it, after the field's name: numbers and digit strings bare
 * (`ratings: 04 is not one of 1-5`), other text in JSON quotes and cut short when long.
 */
export function quoted(value: unknown): string {
  if (typeof value === 'string') {
    if (/^-?\d{1,20}$/.test(value)) return value;
    return value.length > QUOTED_TEXT_LENGTH ? `${JSON.stringify(value.slice(0, QUOTED_TEXT_LENGTH)).slice(0, -1)}…"` : JSON.stringify(value);
  }
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' && value !== null ? 'an object' : String(value);
}

/**
 * A repeatable parameter (a repeated query key, or an array in JSON): each value checked by
 * `item`, the first one at fault refused with `item`'s message under the parameter's own name.
 * Absent is undefined; null (JSON) is the empty list.
 */
export function many<T extends z.ZodType>(item: T, limit?: { readonly max: number; readonly what: string }) {
  return z.unknown().transform((raw, context): z.output<T>[] | undefined => {
    if (raw === undefined) return undefined;
    if (raw === null) return [];
    const values: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
    if (limit !== undefined && values.length > limit.max) {
      context.addIssue({ code: 'custom', message: `must name at most ${limit.max} ${limit.what}` });
      return z.NEVER;
    }
    const items: z.output<T>[] = [];
    for (const value of values) {
      const parsed = item.safeParse(value);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${quoted(value)} is not allowed` });
        return z.NEVER;
      }
      items.push(parsed.data);
    }
    return items;
  });
}

/**
 * A list of codes (`ratings=4&ratings=5`): each one of `code`'s values, none given twice.
 * `code` is a {@link numericCode} or a {@link oneOf}.
 */
export function codeList<T extends number | string>(code: z.ZodType<T>) {
  return many(code).superRefine((codes, context) => {
    const twice = codes?.find((value, index) => codes.indexOf(value) !== index);
    if (twice !== undefined) context.addIssue({ code: 'custom', message: `${quoted(twice)} is given twice` });
  });
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
 * '04'). `allowed` lists them for the message, e.g. "1 (published), 2 (unpublished)":
 * `publishes: 3 is not one of 1 (published), 2 (unpublished)`.
 */
export function numericCode<T extends number>(codes: readonly T[], allowed: string = codes.join(', ')) {
  return readsAs(
    z.unknown().transform((raw, context): T => {
      const value = typeof raw === 'string' && String(Number(raw)) === raw ? Number(raw) : raw;
      const match = codes.find((code) => code === value);
      if (match !== undefined) return match;
      context.addIssue({ code: 'custom', message: raw === undefined ? 'is required' : `${quoted(raw)} is not one of ${allowed}` });
      return z.NEVER;
    }),
  );
}

/** One of a set of words, spelled exactly: `search_field: "questioner" is not one of author, title`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, allowed: string = values.join(', ')) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? 'is required' : `${quoted(issue.input)} is not one of ${allowed}`) });
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
