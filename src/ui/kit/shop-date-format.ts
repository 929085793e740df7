/**
 * Dates as the admin prints them in lists, details and dialogs: in the admin's language and in
 * the shop's time zone. The server counts a date filter's days in the shop's zone, so a review
 * written 2026-10-31 23:30 in New York must read "Oct 31, 2026" even in a browser in Berlin.
 */
export interface ShopDateContext {
  /** The admin language (i18next's), e.g. 'de' or 'zh-CN'. */
  readonly language: string;
  /** The shop's IANA zone; absent or unknown to Intl: the browser's own. */
  readonly timeZone?: string | undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor({ language, timeZone }: ShopDateContext): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
    } catch {
      // An unknown zone (or language tag) must not blank the list: the browser's zone and language then.
      formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '2026-11-01T03:30:00Z' → 'Oct 31, 2026' (en, America/New_York), '31.10.2026' (de), '2026/10/31' (ja); '' when not a date. */
export function formatShopDate(iso: string, context: ShopDateContext): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(context).format(date);
}
