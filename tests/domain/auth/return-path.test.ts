import { describe, expect, it } from 'vitest';
import { appReturnPath } from '../../../src/domain/auth/return-path';

describe('the page a merchant is sent back to after authorizing', () => {
  it('is a plain path of the app', () => {
    expect(appReturnPath('/reviewList')).toBe('/reviewList');
    expect(appReturnPath('/settings/product_groups/12')).toBe('/settings/product_groups/12');
  });

  it('is the dashboard for anything that could leave the app or carry more than a path', () => {
    for (const elsewhere of [undefined, '', 'reviewList', 'https://evil.example/x', '//evil.example', '/\\evil.example', '/../../settings', '/plan?x=1', `/${'a'.repeat(200)}`]) {
      expect(appReturnPath(elsewhere)).toBe('/');
    }
  });
});
