import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The admin's dismissible banners (docs/product/overview.md). */

/** Every banner status flag, '1' shown (the default) or '2' dismissed; keys the admin does not know are kept as stored. */
export type BannerDisplaySetting = Readonly<Record<string, unknown>>;

/** GET get_banner_display_setting. */
export const getBannerDisplaySetting = get('/api/v1/admin/get_banner_display_setting', NO_PARAMS, answer<BannerDisplaySetting>());

/** POST set_banner_display_setting: banner keys with '1' or '2'; all land together; answers every banner. */
export const setBannerDisplaySetting = post(
  '/api/v1/admin/set_banner_display_setting',
  schemasOf(() => import('./banners.schema'))('setBannerDisplaySettingRequest'),
  answer<BannerDisplaySetting>(),
);
