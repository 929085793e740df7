/**
 * The LIKE pattern for "contains" (the domain's substring search over folded text): the folded
 * keyword between two %, with \, % and _ escaped; compare with `like <pattern> escape '\'`.
 */
export function containsPattern(foldedKeyword: string): string {
  return `%${foldedKeyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
