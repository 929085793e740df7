import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeQueryString, encodeQueryString, toWellFormedText } from '../../../src/domain/reviews/query-string';
import { urlHostileTextArb } from './review-arbitraries';

describe('encodeQueryString', () => {
  it('repeats the plain key for each array value (ratings=4&ratings=5)', () => {
    expect(encodeQueryString({ ratings: ['4', '5'] })).toBe('ratings=4&ratings=5');
  });

  it('writes single values once, keeps key order and leaves out empty arrays', () => {
    expect(encodeQueryString({ b: '1', tags: [], a: ['x'] })).toBe('b=1&a=x');
    expect(encodeQueryString({})).toBe('');
  });

  it('percent-encodes spaces as %20 and reserved characters', () => {
    expect(encodeQueryString({ sources: 'CSV uploaded', keyword: 'a&b=c+d%?#/é' })).toBe(
      'sources=CSV%20uploaded&keyword=a%26b%3Dc%2Bd%25%3F%23%2F%C3%A9',
    );
  });

  it('encodes a lone surrogate as U+FFFD instead of throwing', () => {
    expect(encodeQueryString({ keyword: 'a\uD800' })).toBe('keyword=a%EF%BF%BD');
  });
});

describe('decodeQueryString', () => {
  it('collects repeated keys in order and accepts a leading ?', () => {
    expect(decodeQueryString('?ratings=4&ratings=5&tags=1')).toEqual({ ratings: ['4', '5'], tags: ['1'] });
  });

  it("decodes both '+' and '%20' to a space, and %2B to a plus", () => {
    expect(decodeQueryString('sources=CSV+uploaded&sources=QR%20Code&keyword=1%2B1')).toEqual({
      sources: ['CSV uploaded', 'QR Code'],
      keyword: ['1+1'],
    });
  });

  it('reads a key without = as an empty value and keeps = inside values', () => {
    expect(decodeQueryString('flag&a=b=c&empty=')).toEqual({ flag: [''], a: ['b=c'], empty: [''] });
  });

  it('skips empty segments and pairs with malformed percent-encoding instead of throwing', () => {
    expect(decodeQueryString('&&a=1&bad=%E0%A4%A&%zz=2&b=2&')).toEqual({ a: ['1'], b: ['2'] });
    expect(decodeQueryString('')).toEqual({});
  });

  it('stores a __proto__ key as data without touching the prototype', () => {
    const decoded = decodeQueryString('__proto__=x&polluted=1');
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toEqual(['x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('decodes what it encodes, for any keys and values', () => {
    fc.assert(
      fc.property(fc.dictionary(urlHostileTextArb, fc.array(urlHostileTextArb, { minLength: 1, maxLength: 3 })), (params) => {
        expect(decodeQueryString(encodeQueryString(params))).toEqual(params);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('%', '&', '=', '+', '?', 'a', 'E', '0', '\uD800') }), (search) => {
        expect(typeof decodeQueryString(search)).toBe('object');
      }),
    );
  });
});

describe('toWellFormedText', () => {
  it('replaces lone surrogates and keeps proper pairs', () => {
    expect(toWellFormedText('a\uD800b')).toBe('a\uFFFDb');
    expect(toWellFormedText('\uDC00')).toBe('\uFFFD');
    expect(toWellFormedText('😀')).toBe('😀');
  });
});
