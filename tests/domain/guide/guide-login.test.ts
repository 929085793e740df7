import { describe, expect, it } from 'vitest';
import { GUIDE_ROUTE, isGuideRequired } from '../../../src/domain/guide/guide-login';

describe('guide after sign-in', () => {
  it('routes to /guide', () => {
    expect(GUIDE_ROUTE).toBe('/guide');
  });

  it.each([1, '1', ' 1 '])('skips the guide when skip_install is %j', (skipInstall) => {
    expect(isGuideRequired({ skip_install: skipInstall })).toBe(false);
  });

  it.each([0, '0', 2, '2', undefined, null, '', true])('shows the guide when skip_install is %j', (skipInstall) => {
    expect(isGuideRequired({ skip_install: skipInstall })).toBe(true);
  });

  it('shows the guide when shop_settings_info is missing', () => {
    expect(isGuideRequired(undefined)).toBe(true);
    expect(isGuideRequired(null)).toBe(true);
  });
});
