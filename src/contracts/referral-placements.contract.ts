import { type ReferralPlacementSettings } from '../domain/storefront/referral-placements';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** Where the referral programme shows, edited on /settings/referral_widgets (docs/product/referral-invites.md#placements). */

const schema = schemasOf(() => import('./referral-placements.schema'));

/** GET get_referral_widgets_setting: the three switches, on until saved. */
export const getReferralWidgetsSetting = get('/api/v1/admin/get_referral_widgets_setting', NO_PARAMS, answer<ReferralPlacementSettings>());

/** POST set_referral_widgets_setting: a partial save; answers the whole document. */
export const setReferralWidgetsSetting = post('/api/v1/admin/set_referral_widgets_setting', schema('setReferralWidgetsSettingRequest'), answer<ReferralPlacementSettings>());
