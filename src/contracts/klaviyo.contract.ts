import { type KlaviyoEventKind } from '../domain/klaviyo/klaviyo-events';
import { answer, get, post, schemasOf } from './contract';

/** The shop's Klaviyo account, on /integrated/klaviyo (docs/product/klaviyo.md). */

const schema = schemasOf(() => import('./klaviyo.schema'));
const ADMIN = '/api/v1/admin';

/** Events of the last KLAVIYO_DELIVERY_WINDOW_DAYS days by how they went. */
export interface KlaviyoDeliveryCounts {
  readonly sent: number;
  /** Waiting for their first attempt or a retry. */
  readonly pending: number;
  /** Refused by Klaviyo, or given up after a day of retries. */
  readonly failed: number;
}

export interface KlaviyoSettings {
  readonly connected: boolean;
  /** The stored key's last four characters; null when not connected. Never the key. */
  readonly api_key_last_four: string | null;
  /** The kinds of event sent, in KLAVIYO_EVENT_KINDS' order. */
  readonly events: readonly KlaviyoEventKind[];
  readonly connected_at: string | null;
  readonly deliveries: KlaviyoDeliveryCounts;
}

/** GET get_klaviyo: whether the shop is connected, the key's last four, the events switched on and how recent deliveries went. */
export const getKlaviyo = get(`${ADMIN}/get_klaviyo`, schema('getKlaviyoRequest'), answer<KlaviyoSettings>());

/** POST connect_klaviyo: the key is checked with Klaviyo first; a key Klaviyo refuses is a 422 naming `api_key`, and nothing is stored. */
export const connectKlaviyo = post(`${ADMIN}/connect_klaviyo`, schema('connectKlaviyoRequest'), answer<KlaviyoSettings>());

/** POST disconnect_klaviyo: the key is forgotten and the events still waiting are not sent; not connected is no error. */
export const disconnectKlaviyo = post(`${ADMIN}/disconnect_klaviyo`, schema('disconnectKlaviyoRequest'), answer<KlaviyoSettings>());

/** POST set_klaviyo_events: the kinds of event sent from now on; 422 when not connected. */
export const setKlaviyoEvents = post(`${ADMIN}/set_klaviyo_events`, schema('setKlaviyoEventsRequest'), answer<KlaviyoSettings>());
