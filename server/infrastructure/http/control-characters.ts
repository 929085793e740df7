import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses a NUL
 * in text and jsonb (a 500 if it got that far); the others are never typed text either.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Text input that refuses control characters with a 422 naming its field. */
export function textWithoutControlCharacters(schema: z.ZodString = z.string()) {
  return schema.refine((text) => !CONTROL_CHARACTER.test(text), 'must not contain control characters');
}
