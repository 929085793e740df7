/**
 * What the marketplace bookmarklet is made with (docs/product/import-marketplaces.md#bookmarklet):
 * the one-time token, our endpoint and the overlay's words in the merchant's language. Its build
 * leaves {@link BOOKMARKLET_CONFIG_MARK} in the code; {@link bookmarkletAddress} puts the config there.
 */
export interface BookmarkletConfig {
  readonly token: string;
  /** Our public bookmark_import endpoint, absolute. */
  readonly endpoint: string;
  readonly maxReviews: number;
  readonly words: BookmarkletWords;
}

export interface BookmarkletWords {
  readonly title: string;
  /** Has {{count}}. */
  readonly found: string;
  readonly reading: string;
  readonly send: string;
  readonly sending: string;
  readonly close: string;
  /** Has {{imported}}: the reviews the import got. */
  readonly sent: string;
  readonly failed: string;
  readonly notMarketplace: string;
  readonly noReviews: string;
}

export const BOOKMARKLET_WORD_KEYS = ['title', 'found', 'reading', 'send', 'sending', 'close', 'sent', 'failed', 'notMarketplace', 'noReviews'] as const satisfies readonly (keyof BookmarkletWords)[];

export const BOOKMARKLET_CONFIG_MARK = '__STARLING_BOOKMARKLET_CONFIG__';

/** The mark as the minified code quotes it. */
const quotedMark = () => new RegExp(`(["'\`])${BOOKMARKLET_CONFIG_MARK}\\1`);

/**
 * The `javascript:` address of the built bookmarklet code made for one token: the whole code
 * inline (a marketplace's content security policy blocks a script from our server, not a
 * bookmark's own code). Null when the code carries no mark (not the bookmarklet's build).
 */
export function bookmarkletAddress(code: string, config: BookmarkletConfig): string | null {
  if (!quotedMark().test(code)) return null;
  const made = code.trim().replace(quotedMark(), () => `(${JSON.stringify(config)})`);
  return `javascript:${encodeURIComponent(made)}`;
}
