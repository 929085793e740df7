import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DismissSetupGuideUseCase } from '../../../application/home/dismiss-setup-guide.use-case';
import { SkipSetupGuideUseCase } from '../../../application/home/skip-setup-guide.use-case';
import { type ContractClient } from '../../../application/http/contract-client.port';
import { ErrorBanner } from '../../../application/shell/error-banner';
import { TOKENS } from '../../../application/tokens';
import { enableDevelopmentThemeEmbed, getNewSetupGuide, type SetupGuide, type SetupGuideStep } from '../../../contracts/setup-guide.contract';
import { isGuideBannerVisible, isSetupGuideCardVisible } from '../../../domain/guide/guide-visibility';

export type SetupGuideStatus = 'idle' | 'loading' | 'loaded' | 'failed';
type Action = 'skip' | 'embed' | 'dismiss';

/**
 * The setup guide's state for its screen, the dashboard card and the banner
 * (docs/product/setup-guide.md): the steps as the server ticks them, reread when the merchant
 * comes back to the tab (from the theme editor), skipping, and the two dismissals.
 */
@injectable()
export class SetupGuideViewModel {
  guide: SetupGuide | null = null;
  status: SetupGuideStatus = 'idle';
  pending: Action | null = null;
  /** Quiet: the banner and the card never raise the error banner over someone else's screen. */
  private quiet = false;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(SkipSetupGuideUseCase) private readonly skipGuide: SkipSetupGuideUseCase,
    @inject(DismissSetupGuideUseCase) private readonly dismissals: DismissSetupGuideUseCase,
    @inject(ErrorBanner) private readonly errors: ErrorBanner,
  ) {
    makeAutoObservable<this, 'client' | 'skipGuide' | 'dismissals' | 'errors' | 'quiet'>(
      this,
      { client: false, skipGuide: false, dismissals: false, errors: false, quiet: false },
      { autoBind: true },
    );
  }

  /** Once per mount (StrictMode runs the starting effect twice). `quiet` for the card and the banner. */
  start(options: { readonly quiet?: boolean } = {}): Promise<void> {
    this.quiet = options.quiet ?? false;
    return this.status === 'idle' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    if (this.guide === null) this.status = 'loading';
    try {
      const guide = await this.client.call(getNewSetupGuide, {});
      runInAction(() => {
        this.guide = guide;
        this.status = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (this.guide === null) this.status = 'failed';
      });
      if (!this.quiet) this.errors.showError(error);
    }
  }

  /** The tab is shown again: the merchant may have done a step elsewhere (the theme editor). */
  refresh(): Promise<void> {
    return this.status === 'loading' ? Promise.resolve() : this.load();
  }

  get steps(): readonly SetupGuideStep[] {
    return this.guide?.steps ?? [];
  }

  get completed(): number {
    return this.guide?.completed ?? 0;
  }

  get total(): number {
    return this.guide?.total ?? 0;
  }

  get allDone(): boolean {
    return this.guide?.all_done ?? false;
  }

  /** 0-100, for the progress bar. */
  get progressPercent(): number {
    return this.total === 0 ? 0 : Math.round((this.completed / this.total) * 100);
  }

  /** Where step 1 sends the merchant: the theme editor, or null in development store mode (a switch here instead). */
  get themeEditorUrl(): string | null {
    return this.guide?.theme_editor_url ?? null;
  }

  /** The dashboard card: until dismissed (hide_setup_guide '1') or every step is done. */
  get isCardVisible(): boolean {
    return this.guide !== null && isSetupGuideCardVisible(this.guide) && !this.allDone;
  }

  /** The banner over the other screens: while is_guide_banner is '1' and a step is open. */
  get isBannerVisible(): boolean {
    return this.guide !== null && isGuideBannerVisible(this.guide, { allDone: this.allDone });
  }

  /** "Skip guide": sign-in goes to the dashboard from now on; resolves true once saved. */
  skip(): Promise<boolean> {
    return this.run('skip', () => this.skipGuide.execute());
  }

  /** Development store mode's step 1. */
  switchEmbedOn(): Promise<boolean> {
    return this.run('embed', () => this.client.call(enableDevelopmentThemeEmbed, {}));
  }

  dismissCard(): Promise<boolean> {
    return this.run('dismiss', async () => {
      await this.dismissals.dismissCard();
      return this.guide && { ...this.guide, hide_setup_guide: '1' as const };
    });
  }

  dismissBanner(): Promise<boolean> {
    return this.run('dismiss', async () => {
      await this.dismissals.dismissBanner();
      return this.guide && { ...this.guide, is_guide_banner: '2' as const };
    });
  }

  private async run(action: Action, work: () => Promise<SetupGuide | null>): Promise<boolean> {
    if (this.pending !== null) return false;
    this.pending = action;
    try {
      const guide = await work();
      runInAction(() => {
        this.guide = guide;
      });
      return true;
    } catch (error) {
      this.errors.showError(error);
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
