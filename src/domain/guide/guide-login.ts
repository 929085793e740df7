/** The guide decision from the login response's `shop_settings_info`. */

export interface ShopSettingsInfo {
  /** 1 (number or string) once the merchant skipped or finished the install guide. */
  readonly skip_install?: unknown;
  /** 1 (number or string) once a plan has been chosen; the admin does not act on it (docs/product/dashboard-and-guide.md). */
  readonly is_selected_plan?: unknown;
}

export const SHOP_SETTING_SET = 1;
export const GUIDE_ROUTE = '/guide';

/** Sign-in routes to GUIDE_ROUTE unless skip_install is 1; a missing shop_settings_info also shows the guide. */
export function isGuideRequired(settings: ShopSettingsInfo | null | undefined): boolean {
  return !isSet(settings?.skip_install);
}

function isSet(value: unknown): boolean {
  if (typeof value === 'number') return value === SHOP_SETTING_SET;
  return typeof value === 'string' && value.trim() === String(SHOP_SETTING_SET);
}
