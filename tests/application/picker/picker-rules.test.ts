import { describe, expect, it } from 'vitest';
import { allowedHostOrigin } from '../../../src/application/picker/picker-host-origin';
import { parsePickerPageConfig, PickerConfigError } from '../../../src/application/picker/picker-page-config';
import { formatPickerPrice } from '../../../src/application/picker/picker-price-format';
import { PickerLoadError, readPickerPage } from '../../../src/application/picker/picker-store-response';

const OWN = 'https://reviews.example';

describe('the host origin the picker talks to', () => {
  it('accepts a bare https origin, its own origin and a local development host', () => {
    expect(allowedHostOrigin('https://qa.example', OWN)).toBe('https://qa.example');
    expect(allowedHostOrigin('https://qa.example/', OWN)).toBe('https://qa.example');
    expect(allowedHostOrigin('http://localhost:3000', OWN)).toBe('http://localhost:3000');
    expect(allowedHostOrigin('http://127.0.0.1:4173', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });

  it("refuses '*', 'null', plain http on the internet, other schemes and origins with a path", () => {
    for (const origin of ['*', 'null', '', 'http://qa.example', 'javascript:alert(1)', 'https://qa.example/picker', 'qa.example', 42]) {
      expect(allowedHostOrigin(origin, OWN), String(origin)).toBeNull();
    }
  });
});

describe('the public page configuration in window.name', () => {
  it('reads the settings a sister app passes', () => {
    const config = parsePickerPageConfig(
      JSON.stringify({ appId: 'starling-qa', type: 'collection', action: 'Select', limit: 3, selectedIds: [7, 'gid://c/1'], origin: OWN, shop: 'a.myshopify.com' }),
    );
    expect(config).toMatchObject({ appId: 'starling-qa', type: 'collection', action: 'Select', limit: 3, selectedIds: ['7', 'gid://c/1'], origin: OWN });
  });

  it('defaults to products with nothing preselected', () => {
    expect(parsePickerPageConfig('{"appId":"starling-reviews"}')).toMatchObject({ type: 'product', selectedIds: [] });
  });

  it.each([
    ['', 'missing', undefined],
    ['not json', 'notJson', undefined],
    ['[1]', 'notObject', undefined],
    ['{"type":"product"}', 'invalidField', 'appId'],
    ['{"appId":"a","type":"order"}', 'invalidField', 'type'],
    ['{"appId":"a","selectedIds":"1,2"}', 'invalidField', 'selectedIds'],
    ['{"appId":"a","origin":7}', 'invalidField', 'origin'],
  ])('throws a clear error for %j', (windowName, problem, field) => {
    const error = (() => {
      try {
        parsePickerPageConfig(windowName);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(PickerConfigError);
    expect(error).toMatchObject({ problem, field, key: `picker:config.${problem}` });
    expect((error as Error).message).toMatch(/^Resource picker: window\.name/);
  });
});

describe('the picker price', () => {
  it('fills the shop’s template, or puts $ before the price', () => {
    expect(formatPickerPrice('£{{amount}}', '24.5')).toBe('£24.50');
    expect(formatPickerPrice('{{ amount_with_comma_separator }} €', '24.50')).toBe('24,50 €');
    expect(formatPickerPrice('¥{{amount_no_decimals}}', '1200.40')).toBe('¥1200');
    expect(formatPickerPrice(null, '8.00')).toBe('$8.00');
    expect(formatPickerPrice('', '8.00')).toBe('$8.00');
    expect(formatPickerPrice('kr ', '8.00')).toBe('kr 8.00');
    expect(formatPickerPrice('${{amount}}', 'n/a')).toBe('$n/a');
  });
});

describe('a store API answer', () => {
  it('maps products to the picker’s fields with numeric ids as text', () => {
    const page = readPickerPage('product', {
      code: 0,
      currency_format: '£{{amount}}',
      data: {
        products: [
          {
            id: 5,
            title: 'Scarf',
            featured_media: { preview: { image: { src: 'https://cdn/s.jpg', altText: 'Red scarf' } } },
            variants: [{ id: 51, title: 'Red', price: '2.00' }],
            total_variants: 12,
            has_only_default_variant: false,
          },
          { title: 'no id' },
        ],
      },
    });
    expect(page).toEqual({
      currencyFormat: '£{{amount}}',
      items: [
        {
          kind: 'product',
          id: '5',
          title: 'Scarf',
          image: { src: 'https://cdn/s.jpg', altText: 'Red scarf' },
          variants: [{ id: '51', title: 'Red', price: '2.00' }],
          totalVariants: 12,
          hasOnlyDefaultVariant: false,
        },
      ],
    });
  });

  it('names each failure of the product docs', () => {
    const kindOf = (response: unknown) => {
      try {
        readPickerPage('collection', response);
        return null;
      } catch (error) {
        return error instanceof PickerLoadError ? [error.kind, error.message] : error;
      }
    };
    expect(kindOf({ code: 401, reasonCode: 1100003, data: null })).toEqual(['tokenExpired', 'Access token expired']);
    expect(kindOf({ code: 401, reasonCode: 1100002, message: 'bad token' })).toEqual(['fetchFailed', 'bad token']);
    expect(kindOf({ code: 0, data: { products: [] } })).toEqual(['missingData', 'Invalid response format: missing data']);
    expect(kindOf({ code: 0 })).toEqual(['missingData', 'Invalid response format: missing data']);
    expect(kindOf('oops')).toEqual(['missingData', 'Invalid response format: missing data']);
  });
});
