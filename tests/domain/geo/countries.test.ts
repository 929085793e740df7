import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from '../../../src/domain/geo/countries';

describe('the country list', () => {
  it('names every country in the admin language, sorted in that language', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(COUNTRY_CODES.length);
    expect(german.find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    expect(german.find((option) => option.value === 'JP')?.label).toBe('Japan');
    const labels = german.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    expect(countryOptions('ja').find((option) => option.value === 'DE')?.label).toBe('ドイツ');
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});
