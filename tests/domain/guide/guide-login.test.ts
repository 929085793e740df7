import { describe, expect, it } from 'vitest';
import { GUIDE_ROUTE, isGuideRequired, isPlanNotSelected } from '../../../src/domain/guide/guide-login';

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

describe('plan selection after sign-in', () => {
  it.each([1, '1'])('treats is_selected_plan %j as a selected plan', (selected) => {
    expect(isPlanNotSelected({ is_selected_plan: selected })).toBe(false);
  });

  it.each([0, '0', undefined, 'yes'])('treats is_selected_plan %j as not selected', (selected) => {
    expect(isPlanNotSelected({ is_selected_plan: selected })).toBe(true);
  });

  it('treats a missing shop_settings_info as not selected', () => {
    expect(isPlanNotSelected(undefined)).toBe(true);
  });
});
