import { describe, expect, it } from 'vitest';
import { colorField, definedOnly, documentOverDefaults, flagField, oneOfField, textField } from '../../../src/domain/storefront/settings-document';

const DEFAULTS = { is_active: '1' as '1' | '2', title: '', color: '#1f2124', size: 4, side: 'right' as 'right' | 'left', url: '' };
const READERS = { is_active: flagField, color: colorField, side: oneOfField(['right', 'left'] as const), url: textField((text) => text.startsWith('/')) };

describe('a settings document over its defaults', () => {
  it('is the defaults when nothing usable was stored', () => {
    expect(documentOverDefaults(DEFAULTS, undefined)).toEqual(DEFAULTS);
    expect(documentOverDefaults(DEFAULTS, 'not json')).toEqual(DEFAULTS);
    expect(documentOverDefaults(DEFAULTS, [1, 2])).toEqual(DEFAULTS);
  });

  it('keeps a stored field of the default type, a JSON string too, and drops fields it does not know', () => {
    expect(documentOverDefaults(DEFAULTS, { title: 'Ours', size: '7', stray: 1 })).toEqual({ ...DEFAULTS, title: 'Ours' });
    expect(documentOverDefaults(DEFAULTS, JSON.stringify({ size: 7 }))).toEqual({ ...DEFAULTS, size: 7 });
  });

  it('takes a field with a reader only as the reader reads it', () => {
    const stored = { is_active: 2, color: 'red', side: 'top', url: 'https://evil.example' };
    expect(documentOverDefaults(DEFAULTS, stored, READERS)).toEqual({ ...DEFAULTS, is_active: '2' });
    expect(documentOverDefaults(DEFAULTS, { color: '#00ff00', side: 'left', url: '/pages/reviews' }, READERS)).toEqual({ ...DEFAULTS, color: '#00ff00', side: 'left', url: '/pages/reviews' });
  });
});

describe('the fields a partial request sets', () => {
  it('are those not undefined', () => {
    expect(definedOnly({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' });
  });
});
