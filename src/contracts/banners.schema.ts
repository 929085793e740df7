import { BANNER_STATUS_KEYS } from '../domain/shop/banner-status-flags';
import { FLAG_VALUE, sameValueFor, settingsChanges } from './setting-values.fields';

/** The request schemas of banners.contract.ts. */

export const setBannerDisplaySettingRequest = settingsChanges(sameValueFor(BANNER_STATUS_KEYS, FLAG_VALUE));
