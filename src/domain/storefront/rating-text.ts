/**
 * The rating texts merchants word with placeholders (docs/product/storefront.md#star-rating-texts):
 * {{star}} becomes the average ('4.6') or the stars, {{review_number}} the count. Other text stays as written.
 */
export const RATING_TEXT_PLACEHOLDERS = ['star', 'review_number'] as const;

/** The placeholders as a merchant writes them, and as the storefront's Liquid finds them: no spaces inside. */
export const RATING_TEXT_TOKENS = RATING_TEXT_PLACEHOLDERS.map((name) => `{{${name}}}`);

export function formatRatingText(template: string, average: string, count: number): string {
  return template.replace(/\{\{\s*(star|review_number)\s*\}\}/g, (_whole, name: string) => (name === 'star' ? average : String(count)));
}

/** The placeholders a template writes that the storefront would not fill, each once, as written. */
export function unknownPlaceholders(template: string): string[] {
  const written = template.match(/\{\{[^{}]*\}\}/g) ?? [];
  return [...new Set(written.filter((token) => !RATING_TEXT_TOKENS.includes(token)))];
}

/** Why a template cannot be saved: blank, or a placeholder the storefront does not fill; null when it can. */
export function ratingTextProblem(template: string): 'blank' | 'unknownPlaceholder' | null {
  if (template.trim() === '') return 'blank';
  return unknownPlaceholders(template).length > 0 ? 'unknownPlaceholder' : null;
}
