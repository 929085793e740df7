import { type i18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * The admin's words in a screen: i18next's instance from `TranslationProvider`, a namespace's `t`,
 * and a re-render when the language changes or a namespace's file arrives. react-i18next's
 * `useTranslation` did this at 5.4 KiB gzip on the first screen; this is the part we use
 * (docs/decisions/0046-first-screen-bundle.md).
 */
const TranslationContext = createContext<i18n | null>(null);

export function TranslationProvider({ i18n, children }: { readonly i18n: i18n; readonly children: ReactNode }) {
  return <TranslationContext.Provider value={i18n}>{children}</TranslationContext.Provider>;
}

export interface TranslationOptions {
  /** true (the default): suspend until the namespaces are in; false: render with `ready` false meanwhile. */
  readonly useSuspense?: boolean;
}

export interface Translation {
  /** Keys of the first namespace; `other:key` reaches another of those asked for. */
  readonly t: TFunction;
  readonly i18n: i18n;
  readonly ready: boolean;
}

/** What a screen follows: i18next's events that change a word it shows. */
const WORD_EVENTS = ['initialized', 'languageChanged', 'loaded'] as const;

export function useTranslation(namespaces?: string | readonly string[], options: TranslationOptions = {}): Translation {
  const i18n = useContext(TranslationContext);
  if (i18n === null) throw new Error('useTranslation needs a TranslationProvider above it.');
  const asked = namespaces === undefined ? [defaultNamespace(i18n)] : typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const event of WORD_EVENTS) i18n.on(event, changed);
      return () => {
        for (const event of WORD_EVENTS) i18n.off(event, changed);
      };
    },
    [i18n],
  );
  const snapshot = useSyncExternalStore(subscribe, () => `${i18n.language}|${String(hasLoaded(i18n, asked))}`);
  const ready = snapshot.endsWith('|true');
  const language = i18n.language;
  const first = asked[0] ?? null;
  // A new `t` with each language, so memoised children that take it draw the new words.
  const t = useMemo(() => i18n.getFixedT(language, first), [i18n, language, first]);
  if (!ready) {
    const loading = load(i18n, asked);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's Suspense waits on a thrown promise
    if (options.useSuspense !== false) throw loading;
  }
  return { t, i18n, ready };
}

function defaultNamespace(i18n: i18n): string {
  const fallback = i18n.options.defaultNS;
  return typeof fallback === 'string' ? fallback : 'translation';
}

function hasLoaded(i18n: i18n, namespaces: readonly string[]): boolean {
  return i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
}

/** Settles when the namespaces are in (or failed: the screen then shows its keys' fallbacks). */
function load(i18n: i18n, namespaces: readonly string[]): Promise<void> {
  const initialised = i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          i18n.off('initialized', done);
          resolve();
        };
        i18n.on('initialized', done);
      });
  return initialised.then(() => i18n.loadNamespaces([...namespaces])).catch(() => undefined);
}
