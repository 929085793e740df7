import { useEffect } from 'react';

/** Rereads `source` whenever the tab is shown again: the merchant comes back from the theme editor. */
export function useRefreshWhenShown(source: { refresh(): unknown }): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') source.refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [source]);
}
