import { type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import './app-frame.css';

/** Where "Skip to content" leads. */
const MAIN_CONTENT_ID = 'AppFrameMain';

/**
 * The page around every signed-in screen: a "Skip to content" link, the top bar when there is
 * one, and the main landmark. Polaris' `Frame` would add its toast, loading-bar and save-bar
 * machinery (about 15 KiB gzip) to the first screen; the admin draws those itself
 * (standalone-overlays.tsx), and in the Shopify admin App Bridge draws them
 * (docs/decisions/0046-first-screen-bundle.md).
 */
export function AppFrame({ topBar, children }: { readonly topBar?: ReactNode; readonly children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="app-frame">
      <a className="app-frame__skip" href={`#${MAIN_CONTENT_ID}`} onClick={focusMainContent}>
        {t('skipToContent')}
      </a>
      {/* Polaris' overlays place themselves below an element marked as the top bar, and above a layer. */}
      {topBar !== undefined && (
        <header className="app-frame__top-bar" data-polaris-top-bar data-polaris-layer>
          {topBar}
        </header>
      )}
      <main id={MAIN_CONTENT_ID} className="app-frame__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** Moves focus to the page without adding `#AppFrameMain` to the address and the history. */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = event.currentTarget.ownerDocument.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}
