import { describe, expect, it } from 'vitest';
import { ratingTextProblem, unknownPlaceholders } from '../../../src/domain/storefront/rating-text';

describe('rating text templates', () => {
  it('accepts the spec defaults and any words around {{star}} and {{review_number}}', () => {
    for (const template of ['{{star}} {{review_number}} Reviews', '{{star}} ({{review_number}})', 'Rated {{star}}', 'No placeholder at all']) {
      expect(ratingTextProblem(template), template).toBeNull();
    }
  });

  it('refuses a blank template', () => {
    expect(ratingTextProblem('   ')).toBe('blank');
  });

  it('refuses placeholders the storefront would leave as written, each named once', () => {
    expect(ratingTextProblem('{{stars}} ({{review_number}})')).toBe('unknownPlaceholder');
    expect(unknownPlaceholders('{{ star }} {{count}} {{count}}')).toEqual(['{{ star }}', '{{count}}']);
  });
});
