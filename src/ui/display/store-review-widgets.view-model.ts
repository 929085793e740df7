import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction, action } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { createSideTabReviewPage, getSideTabSettings, getStoreReviewSettings, setSideTabSettings, setStoreReviewSettings } from '../../contracts/store-review-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import {
  SIDE_TAB_COLOR_FIELDS,
  STORE_REVIEW_COLOR_FIELDS,
  STORE_REVIEW_TITLE_MAX_LENGTH,
  type SideTabSettings,
  type StoreReviewSettings,
} from '../../domain/storefront/store-review-widgets';
import { LivePreview } from './live-preview';

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
 * draws (docs/product/storefront.md#store-reviews).
 */
abstract class PreviewedSettingsViewModel<T extends object> {
  abstract readonly form: SettingsForm<T>;
  readonly preview: LivePreview<T>;

  constructor(private readonly problems: (values: T) => readonly SettingsFieldProblem<T>[]) {
    this.preview = new LivePreview((values) => this.drawPreview(values));
    makeObservable(this, { set: action });
  }

  protected abstract drawPreview(values: T): Promise<string>;

  async start(): Promise<void> {
    await this.form.load();
    // Values the server would refuse are not sent: the preview keeps the last good drawing.
    this.preview.follow(() => this.form.values, (values) => this.problems(values).length === 0);
  }

  set<Key extends Extract<keyof T, string>>(key: Key, value: T[Key]): void {
    this.form.set(key, value);
  }

  problemOf(key: keyof T): string | null {
    const values = this.form.values;
    return values ? (this.problems(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }
}

/** /display/storeReview: the store-reviews block's settings. */
@injectable()
export class StoreReviewSettingsViewModel extends PreviewedSettingsViewModel<StoreReviewSettings> {
  readonly form: SettingsForm<StoreReviewSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    super(storeReviewProblems);
    this.form = forms.create<StoreReviewSettings>({
      load: () => client.call(getStoreReviewSettings, {}),
      saveRequests: [{ send: (changes) => client.call(setStoreReviewSettings, changes) }],
      validate: storeReviewProblems,
      setsGlobalGuide: true,
    });
  }

  protected async drawPreview(values: StoreReviewSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'store-reviews', settings: {}, store_review: { ...values } })).html;
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
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    super(sideTabProblems);
    this.form = forms.create<SideTabSettings>({
      load: () => client.call(getSideTabSettings, {}),
      // page_url is the server's: create_sidetab_review_page sets it.
      saveRequests: [{ keys: SIDE_TAB_SAVED_KEYS, send: (changes) => client.call(setSideTabSettings, changes) }],
      validate: sideTabProblems,
      setsGlobalGuide: true,
    });
    makeObservable(this, { creatingPage: observable, pageFailed: observable, createReviewPage: action });
  }

  protected async drawPreview({ page_url: _pageUrl, ...values }: SideTabSettings): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'side-tab', settings: {}, side_tab: values })).html;
  }

  async createReviewPage(): Promise<void> {
    this.creatingPage = true;
    this.pageFailed = false;
    try {
      const { url } = await this.client.call(createSideTabReviewPage, {});
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
