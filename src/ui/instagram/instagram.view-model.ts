import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { TOKENS } from '../../application/tokens';
import {
  disconnectInstagram,
  getInstagram,
  getInstagramAuthorizeUrl,
  getInstagramMedia,
  getInstagramPosts,
  importInstagramPosts,
  type InstagramAccountView,
  type InstagramMediaView,
  type InstagramPostView,
  type InstagramTaggedProduct,
  removeInstagramPost,
  setInstagramPostHidden,
  tagInstagramPost,
} from '../../contracts/instagram.contract';
import { DialogAction } from '../kit/dialog-action';
import { errorMessage } from '../kit/list-notifier';

/** What the last import did, for the banner. */
export interface InstagramImportOutcome {
  readonly imported: number;
  readonly skipped: number;
}

/**
 * /integrated/instagram (docs/product/instagram.md): connect the account through Instagram's
 * authorize page, import its posts into the buyers' show, tag each to products, hide, remove,
 * disconnect.
 */
@injectable()
export class InstagramViewModel {
  account: InstagramAccountView | null = null;
  posts: readonly InstagramPostView[] = [];
  media: readonly InstagramMediaView[] = [];
  /** Media ids ticked for the import. */
  selected: readonly string[] = [];
  connecting = false;
  importing = false;
  outcome: InstagramImportOutcome | null = null;
  /** The post whose products are being chosen in the picker. */
  tagging: InstagramPostView | null = null;
  /** Posts with a change on its way. */
  busy: readonly number[] = [];
  /** The disconnect confirmation: open while it asks, running while it disconnects, its failure inside it. */
  readonly disconnection = new DialogAction<'account'>();
  error = '';
  private started = false;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {
    makeAutoObservable<this, 'client' | 'browser' | 'started'>(this, { client: false, browser: false, started: false, disconnection: false }, { autoBind: true });
  }

  get connected(): boolean {
    return this.account?.connected === true;
  }

  /** Posts on Instagram not imported yet. */
  get newMedia(): readonly InstagramMediaView[] {
    return this.media.filter((item) => !item.imported);
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const account = await this.client.call(getInstagram, {});
      runInAction(() => (this.account = account));
      if (account.connected) await this.loadPosts();
    } catch (error) {
      this.fail(error);
    }
  }

  /** Leaves for Instagram's authorize page (outside the Shopify admin's frame); /ins_auth brings the merchant back. */
  async connect(): Promise<void> {
    if (this.connecting) return;
    this.connecting = true;
    this.error = '';
    try {
      const { url } = await this.client.call(getInstagramAuthorizeUrl, {});
      this.browser.assign(url, { top: true });
    } catch (error) {
      this.fail(error);
      runInAction(() => (this.connecting = false));
    }
  }

  dismissError(): void {
    this.error = '';
  }

  dismissOutcome(): void {
    this.outcome = null;
  }

  toggle(mediaId: string): void {
    this.selected = this.selected.includes(mediaId) ? this.selected.filter((id) => id !== mediaId) : [...this.selected, mediaId];
  }

  /** The ticked posts, or every new one when none is ticked. */
  async importPosts(): Promise<void> {
    if (this.importing) return;
    this.importing = true;
    this.error = '';
    this.outcome = null;
    try {
      const result = await this.client.call(importInstagramPosts, { media_ids: [...this.selected] });
      runInAction(() => {
        this.posts = result.posts;
        this.outcome = { imported: result.imported, skipped: result.skipped };
        this.selected = [];
      });
      await this.loadMedia();
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.importing = false));
    }
  }

  openTagging(post: InstagramPostView): void {
    this.tagging = post;
  }

  closeTagging(): void {
    this.tagging = null;
  }

  async tag(products: readonly InstagramTaggedProduct[]): Promise<void> {
    const post = this.tagging;
    this.tagging = null;
    if (!post) return;
    await this.change(post.id, async () => this.replace(await this.client.call(tagInstagramPost, { id: post.id, products: products.map(({ id, title }) => ({ id, title })) })));
  }

  async setHidden(post: InstagramPostView, hidden: boolean): Promise<void> {
    await this.change(post.id, async () => this.replace(await this.client.call(setInstagramPostHidden, { id: post.id, hidden })));
  }

  async remove(post: InstagramPostView): Promise<void> {
    await this.change(post.id, async () => {
      const { posts } = await this.client.call(removeInstagramPost, { id: post.id });
      runInAction(() => (this.posts = posts));
      await this.loadMedia();
    });
  }

  openDisconnect(): void {
    this.disconnection.open('account');
  }

  /** Disconnects; the dialog closes when it is done, and shows a refusal inside itself. */
  async disconnect(): Promise<void> {
    await this.disconnection.confirm(async () => {
      const account = await this.client.call(disconnectInstagram, {});
      runInAction(() => {
        this.account = account;
        this.posts = [];
        this.media = [];
        this.selected = [];
        this.outcome = null;
      });
    });
  }

  isBusy(postId: number): boolean {
    return this.busy.includes(postId);
  }

  private async change(postId: number, work: () => Promise<void>): Promise<void> {
    this.busy = [...this.busy, postId];
    this.error = '';
    try {
      await work();
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => (this.busy = this.busy.filter((id) => id !== postId)));
    }
  }

  private replace(post: InstagramPostView): void {
    runInAction(() => (this.posts = this.posts.map((item) => (item.id === post.id ? post : item))));
  }

  private async loadPosts(): Promise<void> {
    const { posts } = await this.client.call(getInstagramPosts, {});
    runInAction(() => (this.posts = posts));
    await this.loadMedia();
  }

  private async loadMedia(): Promise<void> {
    try {
      const { media } = await this.client.call(getInstagramMedia, {});
      runInAction(() => {
        this.media = media;
        this.selected = this.selected.filter((id) => media.some((item) => item.media_id === id && !item.imported));
      });
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    runInAction(() => (this.error = errorMessage(error)));
  }
}
