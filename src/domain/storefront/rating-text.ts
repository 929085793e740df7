/**
 * The star rating's text templates (docs/product/storefront.md#star-rating-texts): the merchant's
 * words around {{star}} (the stars) and {{review_number}} (the count of reviews).
 */
export const RATING_TEXT_PLACEHOLDERS = ['{{star}}', '{{review_number}}'] as const;

/** The placeholders a template writes that the storefront would not fill, each once, as written. */
export function unknownPlaceholders(template: string): string[] {
  const written = template.match(/\{\{[^{}]*\}\}/g) ?? [];
  return [...new Set(written.filter((token) => !(RATING_TEXT_PLACEHOLDERS as readonly string[]).includes(token)))];
}

/** Why a template cannot be saved: blank, or a placeholder the storefront does not know; null when it can. */
export function ratingTextProblem(template: string): 'blank' | 'unknownPlaceholder' | null {
  if (template.trim() === '') return 'blank';
  return unknownPlaceholders(template).length > 0 ? 'unknownPlaceholder' : null;
}
