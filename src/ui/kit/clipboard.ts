import { type Toaster } from '../../application/platform/toaster.port';

/** Writes a text to the clipboard. */
export type ClipboardWrite = (text: string) => Promise<void>;

/** The browser's clipboard, when the page may use it. */
export const clipboardWrite = (): ClipboardWrite | undefined =>
  typeof navigator !== 'undefined' && navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined;

/** What the toast says after a copy. */
export interface CopyWords {
  readonly done: string;
  readonly failed: string;
}

/** Copies a text with the browser's `write` and says in a toast whether it worked. */
export async function copyWithToast(toaster: Toaster, text: string, write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
  try {
    if (!write) throw new Error('no clipboard');
    await write(text);
    toaster.show({ content: words.done });
  } catch {
    toaster.show({ content: words.failed, error: true });
  }
}
