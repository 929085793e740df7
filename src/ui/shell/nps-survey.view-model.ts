import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppSession } from '../../application/session/app-session.port';
import { TOKENS } from '../../application/tokens';
import { dismissNps, submitNps } from '../../contracts/nps.contract';
import { getShopConfigs } from '../../contracts/shop-config.contract';
import { isNpsSurveyShown, NPS_COMMENT_MAX_LENGTH, NPS_SCORES } from '../../domain/shop/nps-survey';

/**
 * The NPS survey in the shell (docs/product/nps.md): shown in the Shopify admin while is_show_nps is
 * '1'; submitting a score or closing hides it for good, on the server as on screen.
 */
@injectable()
export class NpsSurveyViewModel {
  readonly scores = NPS_SCORES;
  readonly commentMaxLength = NPS_COMMENT_MAX_LENGTH;
  visible = false;
  score: number | null = null;
  comment = '';
  submitting = false;
  /** The server refused or could not be reached: the survey stays with the merchant's answer in it. */
  submitFailed = false;
  /** Submit was pressed without a score. */
  scoreMissing = false;
  private loaded = false;

  constructor(
    @inject(TOKENS.AppSession) private readonly session: AppSession,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    makeAutoObservable<this, 'session' | 'client' | 'loaded'>(
      this,
      { session: false, client: false, loaded: false, scores: false, commentMaxLength: false },
      { autoBind: true },
    );
  }

  /** Asks the server once whether the survey is due; only embedded, and a failure just leaves it hidden. */
  async load(): Promise<void> {
    if (this.loaded || !this.session.isEmbedded) return;
    this.loaded = true;
    try {
      const configs = await this.client.call(getShopConfigs, {});
      runInAction(() => {
        this.visible = isNpsSurveyShown(configs.is_show_nps, this.session.isEmbedded);
      });
    } catch {
      // The survey is optional: without the flag it simply does not show.
    }
  }

  chooseScore(score: number): void {
    this.score = score;
    this.scoreMissing = false;
  }

  setComment(comment: string): void {
    this.comment = comment;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    if (this.score === null) {
      this.scoreMissing = true;
      return;
    }
    this.submitting = true;
    this.submitFailed = false;
    const comment = this.comment.trim();
    try {
      await this.client.call(submitNps, { score: this.score, ...(comment ? { comment } : {}) });
      runInAction(() => {
        this.visible = false;
      });
    } catch {
      runInAction(() => {
        this.submitFailed = true;
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** Hides the survey at once; the server is told so it stays hidden on the next visit. */
  async close(): Promise<void> {
    this.visible = false;
    try {
      await this.client.call(dismissNps, {});
    } catch {
      // Not worth interrupting the merchant: at worst the survey is offered again next time.
    }
  }
}
