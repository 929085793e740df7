/**
 * The rating texts merchants word with placeholders (docs/product/storefront.md#widget-settings):
 * {{star}} becomes the average ('4.6'), {{review_number}} the count. Other text stays as written.
 */
export const RATING_TEXT_PLACEHOLDERS = ['star', 'review_number'] as const;

export function formatRatingText(template: string, average: string, count: number): string {
  return template.replace(/\{\{\s*(star|review_number)\s*\}\}/g, (_whole, name: string) => (name === 'star' ? average : String(count)));
}
