import { inject, injectable } from 'inversify';
import { makeObservable, observable, reaction, runInAction, action, type IReactionDisposer } from 'mobx';
import { type StoreReviewWidgetsGateway } from '../../application/display/store-review-widgets-gateway.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import {
  SIDE_TAB_COLOR_FIELDS,
  STORE_REVIEW_COLOR_FIELDS,
  STORE_REVIEW_TITLE_MAX_LENGTH,
  type SideTabSettings,
  type StoreReviewSettings,
} from '../../domain/storefront/store-review-widgets';
import { PREVIEW_DEBOUNCE_MS, type PreviewStatus } from './review-widget-settings.view-model';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function colorProblems<T extends object>(values: T, fields: readonly (keyof T & string)[]): SettingsFieldProblem<T>[] {
  return fields.filter((field) => !COLOR.test(String(values[field]))).map((field) => ({ key: field, messageKey: 'display-store:colorInvalid' }) as SettingsFieldProblem<T>);
}

export function storeReviewProblems(values: StoreReviewSettings): SettingsFieldProblem<StoreReviewSettings>[] {
  const problems = colorProblems(values, [...STORE_REVIEW_COLOR_FIELDS]);
  if (values.title.length > STORE_REVIEW_TITLE_MAX_LENGTH) problems.push({ key: 'title', messageKey: 'display-store:store.titleTooLong' });
  return problems;
}

export function sideTabProblems(values: SideTabSettings): SettingsFieldProblem<SideTabSettings>[] {
  const problems = colorProblems(values, [...SIDE_TAB_COLOR_FIELDS]);
  // A tab that links to the reviews page needs the page first.
  if (values.action === 'page' && values.page_url === '') problems.push({ key: 'action', messageKey: 'display-store:tab.pageMissing' });
  return problems;
}

/**
 * A widget's settings on the settings engine beside a live preview the storefront's own Liquid
 * draws (docs/product/storefront.md#store-reviews), drawn again PREVIEW_DEBOUNCE_MS after the last change.
 */
abstract class PreviewedSettingsViewModel<T extends object> {
  abstract readonly form: SettingsForm<T>;
  previewHtml: string | null = null;
  previewStatus: PreviewStatus = 'idle';
  private stopPreview: IReactionDisposer | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private previewRound = 0;

  constructor(private readonly problems: (values: T) => readonly SettingsFieldProblem<T>[]) {
    makeObservable<PreviewedSettingsViewModel<T>, 'drawPreview'>(this, { previewHtml: observable, previewStatus: observable, set: action, drawPreview: action });
  }

  protected abstract preview(values: T): Promise<string>;

  async start(): Promise<void> {
    await this.form.load();
    this.stopPreview ??= reaction(
      () => this.form.values,
      (values) => {
        if (!values) return;
        if (this.previewTimer) clearTimeout(this.previewTimer);
        this.previewTimer = setTimeout(() => void this.drawPreview(values), PREVIEW_DEBOUNCE_MS);
      },
      { fireImmediately: true },
    );
  }

  set<Key extends Extract<keyof T, string>>(key: Key, value: T[Key]): void {
    this.form.set(key, value);
  }

  problemOf(key: keyof T): string | null {
    const values = this.form.values;
    return values ? (this.problems(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.stopPreview?.();
    this.stopPreview = null;
    if (this.previewTimer) clearTimeout(this.previewTimer);
    this.form.dispose();
  }

  private async drawPreview(values: T): Promise<void> {
    if (this.problems(values).length > 0) return;
    const round = ++this.previewRound;
    this.previewStatus = 'loading';
    try {
      const html = await this.preview(values);
      runInAction(() => {
        if (round !== this.previewRound) return;
        this.previewHtml = html;
        this.previewStatus = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (round === this.previewRound) this.previewStatus = 'failed';
      });
    }
  }
}

/** /display/storeReview: the store-reviews block's settings. */
@injectable()
export class StoreReviewSettingsViewModel extends PreviewedSettingsViewModel<StoreReviewSettings> {
  readonly form: SettingsForm<StoreReviewSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.StoreReviewWidgetsGateway) private readonly gateway: StoreReviewWidgetsGateway,
  ) {
    super(storeReviewProblems);
    this.form = forms.create<StoreReviewSettings>({
      load: () => gateway.storeReview(),
      saveRequests: [{ send: (changes) => gateway.saveStoreReview(changes) }],
      validate: storeReviewProblems,
      setsGlobalGuide: true,
    });
  }

  protected preview(values: StoreReviewSettings): Promise<string> {
    return this.gateway.previewStoreReview(values);
  }
}

const SIDE_TAB_SAVED_KEYS = ['is_active', 'position', 'pages', 'action', 'bg_color', 'text_color'] as const;

/** /display/tab: the side tab's settings and its reviews page. */
@injectable()
export class SideTabSettingsViewModel extends PreviewedSettingsViewModel<SideTabSettings> {
  readonly form: SettingsForm<SideTabSettings>;
  creatingPage = false;
  pageFailed = false;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.StoreReviewWidgetsGateway) private readonly gateway: StoreReviewWidgetsGateway,
  ) {
    super(sideTabProblems);
    this.form = forms.create<SideTabSettings>({
      load: () => gateway.sideTab(),
      // page_url is the server's: create_sidetab_review_page sets it.
      saveRequests: [{ keys: SIDE_TAB_SAVED_KEYS, send: (changes) => gateway.saveSideTab(changes) }],
      validate: sideTabProblems,
      setsGlobalGuide: true,
    });
    makeObservable(this, { creatingPage: observable, pageFailed: observable, createReviewPage: action });
  }

  protected preview(values: SideTabSettings): Promise<string> {
    return this.gateway.previewSideTab(values);
  }

  async createReviewPage(): Promise<void> {
    this.creatingPage = true;
    this.pageFailed = false;
    try {
      const url = await this.gateway.createReviewPage();
      runInAction(() => this.form.adoptSaved({ page_url: url }));
    } catch {
      runInAction(() => {
        this.pageFailed = true;
      });
    } finally {
      runInAction(() => {
        this.creatingPage = false;
      });
    }
  }
}
