import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { getReviewRequestLink, type ReviewRequestLink } from '../../contracts/collect-link.contract';
import { type ClipboardWrite, copyWithToast, type CopyWords } from '../kit/clipboard';

/**
 * /collect/review_request_link: the shop's own review link and its QR code, to share and to print
 * (docs/product/collect-link.md).
 */
@injectable()
export class ReviewRequestLinkViewModel {
  link: ReviewRequestLink | null = null;
  failed = false;
  private started = false;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster' | 'started'>(this, { client: false, toaster: false, started: false }, { autoBind: true });
  }

  /** Copies a text with the browser's `write` and says whether it worked. */
  copy(text: string, write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
    return copyWithToast(this.toaster, text, write, words);
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.fetch();
  }

  async retry(): Promise<void> {
    this.failed = false;
    await this.fetch();
  }

  /** The QR code as a file to download: the SVG document as a `data:` address. */
  get svgDownload(): string | null {
    return this.link ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(this.link.qr_svg)}` : null;
  }

  private async fetch(): Promise<void> {
    try {
      const link = await this.client.call(getReviewRequestLink, {});
      runInAction(() => {
        this.link = link;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }
}
