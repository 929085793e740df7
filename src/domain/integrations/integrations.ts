/**
 * The app integrations of /integrated, in the order the index shows them, each with its screen
 * (docs/product/integrations.md); names are the services' own, the same in every language. One registry: the index, get_integrations and its status
 * sources are all derived from it.
 */
export const INTEGRATIONS = [
  { key: 'google_shopping', name: 'Google Shopping', path: '/integrated/google_shopping' },
  { key: 'klaviyo', name: 'Klaviyo', path: '/integrated/klaviyo' },
  { key: 'instagram', name: 'Instagram', path: '/integrated/instagram' },
  { key: 'channelwill', name: 'Channelwill', path: '/integrated/channelwill' },
] as const;

export type IntegrationKey = (typeof INTEGRATIONS)[number]['key'];

/**
 * Where a shop stands with one integration: `connected` (set up and working), `not_connected`
 * (the merchant can set it up), `available` (nothing to set up: ready to open, as Channelwill),
 * `unavailable` (this server is not configured for it).
 */
export const INTEGRATION_STATES = ['connected', 'not_connected', 'available', 'unavailable'] as const;

export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** The review-compliance audit's screen, linked from the index beside the integrations. */
export const COMPLIANCE_PATH = '/integrated/compliance';

/** The registry's entry for a key; undefined for one this build does not know (an answer from a newer server). */
export function findIntegration(key: string): (typeof INTEGRATIONS)[number] | undefined {
  return INTEGRATIONS.find((candidate) => candidate.key === key);
}
