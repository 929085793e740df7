/**
 * Where the shell shows its top bar and footer (docs/product/overview.md "Shell"). Paths are compared without
 * query, hash or trailing slash and case-insensitively, as the router matches them.
 */

const GUIDE_PATH = '/guide';
const DISPLAY_PATH = '/display';
/** /display/widget is the widget list itself (the index's alias), so it keeps the footer. */
const DISPLAY_LIST_ALIASES: readonly string[] = [DISPLAY_PATH, '/display/widget'];

export interface TopNavigationContext {
  readonly isEmbedded: boolean;
  readonly isSuperAdmin: boolean;
  readonly isInGuide: boolean;
  readonly path: string;
}

/**
 * How the top bar shows: the whole menu (`full`) or not at all (`hidden`): embedded, where the
 * Shopify admin's own navigation is there, and during the setup guide, which keeps the screen to
 * itself and leads on through its own "Skip guide" and "Go to dashboard" actions
 * (docs/product/setup-guide.md#visibility). Standalone or an embedded super-admin gets a bar.
 */
export type TopNavigationMode = 'full' | 'hidden';

export function topNavigationMode(context: TopNavigationContext): TopNavigationMode {
  if (context.isEmbedded && !context.isSuperAdmin) return 'hidden';
  return context.isInGuide || isGuidePath(context.path) ? 'hidden' : 'full';
}

/** The setup guide's page (or one of its steps). */
export function isGuidePath(path: string): boolean {
  return matchesSection(normalisePath(path), GUIDE_PATH);
}

/** Pages that fill the screen with an editor or a flow of their own: no footer (the path and everything under it). */
export const FOOTERLESS_SECTIONS: readonly string[] = [
  GUIDE_PATH,
  '/collect/review-request',
  '/collect/auto_leave_reviews',
  '/settings/referrals_email',
  '/settings/advocate_email',
  '/settings/reply_review',
  '/settings/review_discount',
  '/collect/photo_video_reminder',
  '/collect/update_review',
];

export const FOOTER_MARGIN_DEFAULT_PX = 20;
/** Top margins that differ from the default, by exact page. */
export const FOOTER_MARGINS_PX: Readonly<Record<string, number>> = {
  [DISPLAY_PATH]: 4,
  '/display/widget': 4,
  '/reviewlist': 12,
  '/plan': 12,
  '/integrated/channelwill': 0,
};

export function isFooterShown(path: string): boolean {
  const pathname = normalisePath(path);
  if (FOOTERLESS_SECTIONS.some((section) => matchesSection(pathname, section))) return false;
  // The widget editors under /display are footerless; the widget list keeps it (with its 4px margin).
  return !matchesSection(pathname, DISPLAY_PATH) || DISPLAY_LIST_ALIASES.includes(pathname);
}

export function footerTopMarginPx(path: string): number {
  return FOOTER_MARGINS_PX[normalisePath(path)] ?? FOOTER_MARGIN_DEFAULT_PX;
}

function normalisePath(path: string): string {
  const pathname = path.replace(/[?#].*$/s, '').replace(/\/+$/, '').toLowerCase();
  return pathname === '' ? '/' : pathname;
}

function matchesSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}
