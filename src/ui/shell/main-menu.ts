import { type NavMenuItem } from '../../application/platform/nav-menu.port';

export interface MainMenuEntry {
  /** Where the entry leads (may carry a query, as the plan entry does). */
  readonly destination: string;
  /** Key in the `shell` namespace. */
  readonly labelKey: string;
}

export const PLAN_DESTINATION = '/plan?source=navigation';
export const HOME_DESTINATION = '/';

/** The navigation entries of docs/product/overview.md, in order; /qa is our path for the "manage Q&A" area. */
export const MAIN_MENU: readonly MainMenuEntry[] = [
  { destination: HOME_DESTINATION, labelKey: 'menu.dashboard' },
  { destination: '/display', labelKey: 'menu.widgets' },
  { destination: '/reviewList', labelKey: 'menu.reviews' },
  { destination: '/qa', labelKey: 'menu.qa' },
  { destination: '/collect', labelKey: 'menu.collect' },
  { destination: '/import', labelKey: 'menu.import' },
  { destination: '/integrated', labelKey: 'menu.integrations' },
  { destination: '/settings', labelKey: 'menu.settings' },
  { destination: PLAN_DESTINATION, labelKey: 'menu.plan' },
];

/** The platform's nav menu: every entry but the dashboard, which App Bridge's home link already is. */
export function embeddedNavMenuItems(label: (labelKey: string) => string): NavMenuItem[] {
  return MAIN_MENU.filter((entry) => entry.destination !== HOME_DESTINATION).map((entry) => ({
    label: label(entry.labelKey),
    destination: entry.destination,
  }));
}
