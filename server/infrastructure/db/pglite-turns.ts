import { setImmediate as nextTurn } from 'node:timers/promises';
import { type PGlite } from '@electric-sql/pglite';

/** The client calls that start work on the database: each waits for a turn of the event loop first. */
const STARTS_WORK = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * PGlite runs inside this process, and its answers come back without the event loop getting a
 * turn: a worker draining a long queue (the storefront sync of 40,000 products after an import)
 * held every HTTP request, even the health check, until the queue was empty. Through this client
 * each query and transaction waits one turn first, so requests and timers run between them; the
 * calls keep their order (docs/decisions/0087-embedded-database-gives-turns.md).
 */
export function takingTurns(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!STARTS_WORK.has(property)) return method.bind(target);
      return async (...args: unknown[]) => {
        await nextTurn();
        return method.apply(target, args);
      };
    },
  });
}
