import { useMemo } from 'react';
import { useTranslation } from './use-translation';
import { AppSessionStore } from '../../application/session/app-session-store';
import { formatShopDate } from './shop-date-format';
import { useService } from './view-model-context';

/**
 * The one date format of the admin's screens: `(iso) => text` in the current language and the
 * signed-in shop's time zone. Call it in an `observer` so a session that loads later re-renders.
 */
export function useShopDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const session = useService(AppSessionStore);
  const language = i18n.language;
  const timeZone = session.shop?.timeZone;
  return useMemo(() => (iso: string) => formatShopDate(iso, { language, timeZone }), [language, timeZone]);
}
