import { BANNER_DISMISSAL_KEY_LIST, readDismissalTime } from '../domain/dashboard/banner-dismissal-times';
import { BANNER_STATUS_KEYS } from '../domain/shop/banner-status-flags';
import { FLAG_VALUE, sameValueFor, type SettingValue, settingsChanges } from './setting-values.fields';

/** The request schemas of banners.contract.ts. */

/** When the merchant dismissed a dashboard banner (docs/product/dashboard-and-guide.md#banners). */
const DISMISSAL_TIME_VALUE: SettingValue = { expected: 'a time in epoch milliseconds', read: readDismissalTime };

export const setBannerDisplaySettingRequest = settingsChanges({
  ...sameValueFor(BANNER_STATUS_KEYS, FLAG_VALUE),
  ...sameValueFor(BANNER_DISMISSAL_KEY_LIST, DISMISSAL_TIME_VALUE),
});
