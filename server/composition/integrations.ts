import { type ShopSigns } from '../application/auth/shop-signs.port';
import { type ChannelwillPartner, channelwillStatusSource, GetChannelwillLinkUseCase, verifyChannelwillLink } from '../application/integrations/channelwill';
import { GetIntegrationsUseCase, type IntegrationStatusSources } from '../application/integrations/get-integrations.use-case';
import { type IntegrationStatusSource } from '../application/integrations/integration-status-source.port';
import { derivedSignSecret, HmacShopSigns } from '../infrastructure/auth/hmac-shop-signs';
import { type AreaRoutes } from '../infrastructure/http/app';
import { DEVELOPMENT_CHANNELWILL_PATH, developmentChannelwillRoutes } from '../infrastructure/http/routes/development-channelwill.routes';
import { integrationsRoutes } from '../infrastructure/http/routes/integrations.routes';
import { type CompositionOptions } from './options';
import { type Platform } from './platform';

/**
 * The key of Channelwill signs (get_channelwill_sign, get_channelwill_link): CHANNELWILL_SIGN_SECRET,
 * shared with Channelwill, in Shopify mode; in development store mode a key derived from
 * APP_TOKEN_SECRET, which only the loopback stand-in checks (decisions/0074).
 */
export function channelwillSignsFor(options: CompositionOptions): ShopSigns | null {
  if (options.shopify) return options.shopify.channelwillSignSecret ? new HmacShopSigns(options.shopify.channelwillSignSecret) : null;
  return new HmacShopSigns(derivedSignSecret(options.appTokenSecret, 'channelwill'));
}

/** Where Channelwill is opened: CHANNELWILL_PARTNER_URL in Shopify mode, this server's stand-in in development store mode. */
function channelwillPartner(platform: Platform): ChannelwillPartner | null {
  const signs = channelwillSignsFor(platform.options);
  const url = platform.options.shopify ? (platform.options.channelwillPartnerUrl ?? null) : `${platform.origins.development}${DEVELOPMENT_CHANNELWILL_PATH}`;
  return signs && url ? { signs, url } : null;
}

/** /integrated (docs/product/integrations.md): every integration's status, and Channelwill's signed link with its development stand-in. */
export function composeIntegrations(
  platform: Platform,
  statuses: { readonly google_shopping: IntegrationStatusSource; readonly klaviyo: IntegrationStatusSource; readonly instagram: IntegrationStatusSource },
): AreaRoutes {
  const { shops, now } = platform;
  const channelwill = channelwillPartner(platform);
  // One source per integration, each from its own area.
  const sources: IntegrationStatusSources = { ...statuses, channelwill: channelwillStatusSource(channelwill) };
  const standIn = platform.options.shopify || !channelwill ? null : channelwill;
  return {
    admin: [integrationsRoutes(new GetIntegrationsUseCase(sources), new GetChannelwillLinkUseCase(channelwill, now))],
    public: standIn
      ? [{ base: DEVELOPMENT_CHANNELWILL_PATH, routes: developmentChannelwillRoutes((query) => verifyChannelwillLink(standIn.signs, shops, query, now())) }]
      : [],
  };
}
