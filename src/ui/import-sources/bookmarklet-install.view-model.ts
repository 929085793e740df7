import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type BookmarkletCodeSource } from '../../application/import-sources/bookmarklet-code-source.port';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { TOKENS } from '../../application/tokens';
import { bookmarkImport } from '../../contracts/import-sources.contract';
import { bookmarkletAddress, type BookmarkletWords } from '../../domain/import/bookmarklet';
import { MAX_MARKETPLACE_REVIEWS } from '../../domain/import/marketplace-import';

export type BookmarkletInstallState = 'no-token' | 'loading' | 'ready' | 'failed';

/**
 * /bookmark_import and /amazon_bookmark_import: how to install and use the bookmarklet; opened with
 * `?token=` it makes the bookmarklet for that token, our endpoint and the merchant's words.
 */
@injectable()
export class BookmarkletInstallViewModel {
  state: BookmarkletInstallState = 'no-token';
  /** The `javascript:` address to drag to the bookmarks bar. */
  address: string | null = null;
  /** The address was copied (for a phone's bookmark). */
  copied = false;

  constructor(
    @inject(TOKENS.BookmarkletCodeSource) private readonly source: BookmarkletCodeSource,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {
    makeAutoObservable<this, 'source' | 'browser'>(this, { source: false, browser: false }, { autoBind: true });
  }

  async copy(write: ((text: string) => Promise<void>) | undefined): Promise<void> {
    if (!this.address || !write) return;
    await write(this.address).then(
      () => runInAction(() => (this.copied = true)),
      () => undefined,
    );
  }

  async load(token: string | null, words: BookmarkletWords): Promise<void> {
    if (!token) {
      this.state = 'no-token';
      return;
    }
    this.state = 'loading';
    try {
      const code = await this.source.code();
      const endpoint = `${this.browser.currentUrl().origin}${bookmarkImport.path}`;
      const address = bookmarkletAddress(code, { token, endpoint, maxReviews: MAX_MARKETPLACE_REVIEWS, words });
      runInAction(() => {
        this.address = address;
        this.state = address ? 'ready' : 'failed';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
