import { describe, expect, it } from 'vitest';
import { findStorefrontWordProblem, flattenLocaleWords, placeholdersOf, storefrontWordsForLiquid } from '../../../src/domain/storefront/storefront-words';

const DEFAULTS = [
  { key: 'reviews.heading', text: 'Customer reviews', placeholders: [] },
  { key: 'rating.count.other', text: '{{ count }} reviews', placeholders: ['count'] },
  { key: 'qa.asked_by', text: 'Asked by {{ author }} on {{ date }}', placeholders: ['author', 'date'] },
];

describe('storefront words', () => {
  it('reads the placeholders a text fills, each once, with or without spaces', () => {
    expect(placeholdersOf('{{ author }} on {{date}}, {{ author }}')).toEqual(['author', 'date']);
    expect(placeholdersOf('No placeholder')).toEqual([]);
  });

  it('flattens a locale file to dotted keys with plural forms as their own keys', () => {
    expect(flattenLocaleWords({ rating: { label: 'x', count: { one: '1 review', other: '{{ count }} reviews' } }, bad: 5 })).toEqual([
      ['rating.label', 'x'],
      ['rating.count.one', '1 review'],
      ['rating.count.other', '{{ count }} reviews'],
    ]);
    expect(flattenLocaleWords('loose')).toEqual([]);
  });

  it('accepts words of known texts using their own placeholders', () => {
    expect(findStorefrontWordProblem({ 'reviews.heading': 'Avis', 'qa.asked_by': '{{date}} — {{ author }}' }, DEFAULTS)).toBeUndefined();
  });

  it('names the key of an unknown text, a foreign placeholder and a broken one', () => {
    expect(findStorefrontWordProblem({ review_title: 'x' }, DEFAULTS)).toEqual({ key: 'review_title', message: 'is not a storefront text' });
    expect(findStorefrontWordProblem({ 'rating.count.other': '{{ total }} avis' }, DEFAULTS)?.message).toBe(
      'uses the placeholder {{ total }}, which this text does not have (allowed: {{ count }})',
    );
    expect(findStorefrontWordProblem({ 'reviews.heading': '{{ count }}' }, DEFAULTS)?.message).toContain('(allowed: none)');
    expect(findStorefrontWordProblem({ 'reviews.heading': 'Avis {{ oops' }, DEFAULTS)).toEqual({ key: 'reviews.heading', message: 'has a placeholder that is not written as {{ name }}' });
  });

  it('hands the storefront its markers and leaves empty words out (the default shows)', () => {
    expect(storefrontWordsForLiquid({ 'qa.asked_by': 'Par {{author}} le {{ date }}', 'reviews.heading': '  ' })).toEqual({ 'qa.asked_by': 'Par [[author]] le [[date]]' });
  });
});
