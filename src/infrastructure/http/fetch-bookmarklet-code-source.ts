import { type BookmarkletCodeSource } from '../../application/import-sources/bookmarklet-code-source.port';

/** Where the build puts the bookmarklet (scripts/build-widgets.ts, BOOKMARKLET_OUTFILE). */
const BOOKMARKLET_PATH = '/static/bookmarklet/marketplace-import.js';

/** The bookmarklet's code from our own static files, over plain `fetch` (the install pages are public). */
export class FetchBookmarkletCodeSource implements BookmarkletCodeSource {
  private loading: Promise<string> | null = null;

  code(): Promise<string> {
    this.loading ??= fetch(BOOKMARKLET_PATH).then(async (response) => {
      if (!response.ok) throw new Error(`${BOOKMARKLET_PATH}: ${response.status}`);
      return response.text();
    });
    return this.loading.catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
  }
}
