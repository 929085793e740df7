import { type IntegrationKey, type IntegrationState } from '../domain/integrations/integrations';
import { answer, get, NO_PARAMS } from './contract';

/** The app integrations (docs/product/integrations.md). */

export interface IntegrationStatus {
  readonly key: IntegrationKey;
  readonly state: IntegrationState;
  /** The integration's own screen in the admin. */
  readonly path: string;
}

export interface IntegrationsAnswer {
  /** Every integration, in the index's order. */
  readonly integrations: readonly IntegrationStatus[];
}

/** GET get_integrations: where the signed-in shop stands with each integration. */
export const getIntegrations = get('/api/v1/admin/get_integrations', NO_PARAMS, answer<IntegrationsAnswer>());

export type ChannelwillLinkAnswer =
  /** This server has no Channelwill partner (CHANNELWILL_SIGN_SECRET, CHANNELWILL_PARTNER_URL in Shopify mode). */
  | { readonly configured: false }
  | {
      readonly configured: true;
      /** Channelwill's address carrying the shop and a fresh sign for it (get_channelwill_sign), to open in a new tab. */
      readonly url: string;
      /** When Channelwill stops accepting the sign in `url` (ISO 8601). */
      readonly expires_at: string;
    };

/** GET get_channelwill_link: the signed address that opens Channelwill for the signed-in shop. */
export const getChannelwillLink = get('/api/v1/admin/get_channelwill_link', NO_PARAMS, answer<ChannelwillLinkAnswer>());
