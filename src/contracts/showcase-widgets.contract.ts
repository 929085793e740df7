import { type BuyersShowSettings, type CardCarouselSettings } from '../domain/storefront/showcase-settings';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The buyers' show, the card carousel and the home reviews, edited on /display/shows and /display/carousel (docs/product/storefront.md#showcase). */

const schema = schemasOf(() => import('./showcase-widgets.schema'));

/** GET get_buyers_show_settings: every field (with the object's `id`), its default until saved. */
export const getBuyersShowSettings = get('/api/v1/admin/get_buyers_show_settings', NO_PARAMS, answer<BuyersShowSettings>());

/** POST save_buyers_show_settings: a partial save (`id` may be sent back); answers the whole object. */
export const saveBuyersShowSettings = post('/api/v1/admin/save_buyers_show_settings', schema('saveBuyersShowSettingsRequest'), answer<BuyersShowSettings>());

/** GET get_card_carousel_setting: every field, `carousel_type` and `is_activate_home_reviews` among them. */
export const getCardCarouselSettings = get('/api/v1/admin/get_card_carousel_setting', NO_PARAMS, answer<CardCarouselSettings>());

/** POST save_card_carousel_setting: a partial save; answers the whole object. */
export const saveCardCarouselSettings = post('/api/v1/admin/save_card_carousel_setting', schema('saveCardCarouselSettingsRequest'), answer<CardCarouselSettings>());
