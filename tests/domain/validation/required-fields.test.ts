import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkRequiredFields,
  findEmptyRequiredFields,
  isEmptyRequiredValue,
  requiredFieldsBanner,
} from '../../../src/domain/validation/required-fields';

describe('isEmptyRequiredValue', () => {
  it.each([[''], ['   '], ['\n\t'], ['\u00a0'], [null], [undefined], [[]]])('counts %j as empty', (value) => {
    expect(isEmptyRequiredValue(value)).toBe(true);
  });

  it.each([['a'], [' a '], [0], [false], [Number.NaN], [{}], [['']], [[null]]])('counts %j as filled', (value) => {
    expect(isEmptyRequiredValue(value)).toBe(false);
  });
});

describe('findEmptyRequiredFields', () => {
  const form = { title: ' ', subject: 'Hi', body: '', tags: [] as string[], note: '' };

  it('lists the empty required fields in declared order, ignoring optional ones', () => {
    expect(findEmptyRequiredFields(form, ['tags', 'title', 'subject', 'body'])).toEqual(['tags', 'title', 'body']);
  });

  it('lists a repeated field once', () => {
    expect(findEmptyRequiredFields(form, ['body', 'body', 'title'])).toEqual(['body', 'title']);
  });

  it('counts a missing key as empty', () => {
    const partial: { name?: string } = {};
    expect(findEmptyRequiredFields(partial, ['name'])).toEqual(['name']);
  });
});

describe('requiredFieldsBanner', () => {
  it('shows no banner when nothing is missing', () => {
    expect(requiredFieldsBanner([])).toBeUndefined();
  });

  it('titles one missing field "found error"', () => {
    expect(requiredFieldsBanner(['subject'])).toEqual({
      tone: 'critical',
      titleKey: 'foundError',
      titleValues: { count: 1 },
      fields: ['subject'],
    });
  });

  it('titles two missing fields "found 2 errors"', () => {
    expect(requiredFieldsBanner(['subject', 'body'])).toEqual({
      tone: 'critical',
      titleKey: 'foundErrors',
      titleValues: { count: 2 },
      fields: ['subject', 'body'],
    });
  });

  it('uses the plural title with the exact count for any number of errors above one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 30 }), (fields) => {
        const banner = requiredFieldsBanner(fields);
        expect(banner?.titleKey).toBe('foundErrors');
        expect(banner?.titleValues.count).toBe(fields.length);
        expect(banner?.fields).toEqual(fields);
      }),
    );
  });
});

describe('checkRequiredFields', () => {
  it('blocks saving and shows the banner while a required field is empty', () => {
    const check = checkRequiredFields({ subject: '', body: 'text' }, ['subject', 'body']);
    expect(check.saveBlocked).toBe(true);
    expect(check.emptyFields).toEqual(['subject']);
    expect(check.banner?.titleKey).toBe('foundError');
  });

  it('allows saving once every required field is filled', () => {
    expect(checkRequiredFields({ subject: 'Hi', body: 'text' }, ['subject', 'body'])).toEqual({
      emptyFields: [],
      saveBlocked: false,
      banner: undefined,
    });
  });
});
