import { type Context } from 'hono';
import { type z } from 'zod';
import { AppError, invalidInput } from '../../application/shared/app-error';

/** Validates input with a zod schema; the error message names the first field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A strict object's unknown key is the field at fault, not the object holding it.
  if (issue?.code === 'unrecognized_keys') throw invalidInput([...issue.path, issue.keys[0]].join('.'), 'is not a known field');
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw invalidInput(field, issue?.message ?? 'is invalid');
}

/** The JSON body, or a 422 naming `body` when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalidInput', 'body: must be valid JSON');
  }
}
