import { PICKER_APP_IDS } from '../../../src/contracts/picker-store.contract';

/**
 * The provider's apps whose resource picker may use this store API (docs/product/plans-and-limits.md: two app ids map
 * to two provider apps). The picker names its app by `app_id`; anything else is refused.
 */
export const STARLING_REVIEWS_APP_ID = PICKER_APP_IDS.reviews;
export const STARLING_QA_APP_ID = PICKER_APP_IDS.qa;

export interface ProviderApp {
  readonly id: string;
  readonly name: string;
  /** Shown in the picker's header; an inline SVG so the picker needs no other host. */
  readonly icon: string;
}

const icon = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${color}"/><path fill="#fff" d="m12 4.5 2.3 4.7 5.2.8-3.8 3.6.9 5.2-4.6-2.4-4.6 2.4.9-5.2L4.5 10l5.2-.8z"/></svg>`,
  )}`;

export const PROVIDER_APPS: readonly ProviderApp[] = [
  { id: STARLING_REVIEWS_APP_ID, name: 'Starling Reviews', icon: icon('#2c6ecb') },
  { id: STARLING_QA_APP_ID, name: 'Starling Q&A', icon: icon('#008060') },
];

export function findProviderApp(appId: string): ProviderApp | null {
  return PROVIDER_APPS.find((app) => app.id === appId) ?? null;
}
