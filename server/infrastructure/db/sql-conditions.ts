import { or, type SQL } from 'drizzle-orm';

/** The conditions that are given, joined with OR; undefined when none is (a WHERE that matches nothing to add). */
export function anyOf(conditions: readonly (SQL | null | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== null && condition !== undefined);
  return present.length === 0 ? undefined : or(...present);
}
