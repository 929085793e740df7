/** The dashboard's recommended apps carousel (docs/product/dashboard-and-guide.md#recommended-apps). */

/** Apps shown side by side. */
export const RECOMMENDED_APPS_GROUP_SIZE = 4;
/** The carousel moves to the next group this often while nothing holds it. */
export const RECOMMENDED_APPS_ADVANCE_MS = 6_000;

/** The list cut into groups of RECOMMENDED_APPS_GROUP_SIZE; the last one may be shorter. */
export function groupsOf<T>(items: readonly T[], size: number = RECOMMENDED_APPS_GROUP_SIZE): readonly (readonly T[])[] {
  const step = Number.isInteger(size) && size > 0 ? size : RECOMMENDED_APPS_GROUP_SIZE;
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += step) groups.push(items.slice(start, start + step));
  return groups;
}

/** The group `offset` steps from `current` (negative goes back), wrapping around; 0 with no groups. */
export function stepGroup(current: number, offset: number, groupCount: number): number {
  if (!Number.isInteger(groupCount) || groupCount <= 0) return 0;
  const from = Number.isInteger(current) ? current : 0;
  return (((from + offset) % groupCount) + groupCount) % groupCount;
}
