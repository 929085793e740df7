/** `items` cut into consecutive runs of at most `size` (statements and job chunks stay bounded). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
