/** How deep a chain of causes is followed: Drizzle wraps the driver's error, the pool a socket's. */
const MAX_CAUSE_DEPTH = 5;

/** The error and the causes it wraps, outermost first, as `{code, message}` (either may be absent). */
export function* errorAndCauses(error: unknown): Generator<{ readonly code?: unknown; readonly message?: unknown }> {
  let current = error;
  for (let depth = 0; current instanceof Object && depth < MAX_CAUSE_DEPTH; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}
