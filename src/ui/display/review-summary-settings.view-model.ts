import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReviewAiSummary, getReviewSummarySettings, setReviewSummarySettings } from '../../contracts/review-summary.contract';
import { BARS_IN_STAR_COLOR, MAX_ASPECTS_MAX, MAX_ASPECTS_MIN, REVIEW_SUMMARY_COLOR_FIELDS, type ReviewAiSummary, type ReviewSummarySettings } from '../../domain/storefront/review-summary-settings';
import { LivePreview } from './live-preview';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function problemsOf(values: ReviewSummarySettings): SettingsFieldProblem<ReviewSummarySettings>[] {
  const problems: SettingsFieldProblem<ReviewSummarySettings>[] = REVIEW_SUMMARY_COLOR_FIELDS.filter((field) => !COLOR.test(values[field]) && !(field === 'bar_color' && values.bar_color === BARS_IN_STAR_COLOR)).map((field) => ({
    key: field,
    messageKey: 'display-widgets:colorInvalid',
  }));
  if (!Number.isInteger(values.max_aspects) || values.max_aspects < MAX_ASPECTS_MIN || values.max_aspects > MAX_ASPECTS_MAX) {
    problems.push({ key: 'max_aspects', messageKey: 'display-widgets:summary.maxAspectsInvalid' });
  }
  return problems;
}

/**
 * /display/summary: the review summary block's settings on the settings engine, its live preview,
 * and what the summary says of the shop's reviews today (docs/product/storefront.md#review-summary).
 */
@injectable()
export class ReviewSummarySettingsViewModel {
  readonly form: SettingsForm<ReviewSummarySettings>;
  readonly preview: LivePreview<ReviewSummarySettings>;
  /** The shop-wide summary in the admin's language; null until it arrives (or when it cannot). */
  aiSummary: ReviewAiSummary | null = null;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.WidgetSettingsGateway) gateway: WidgetSettingsGateway,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    this.form = forms.create<ReviewSummarySettings>({
      load: () => client.call(getReviewSummarySettings, {}),
      saveRequests: [{ send: (changes) => client.call(setReviewSummarySettings, changes) }],
      validate: problemsOf,
      setsGlobalGuide: true,
    });
    this.preview = new LivePreview((values) => gateway.previewBlock({ widget: 'review-summary', settings: {}, summary: values }));
    makeAutoObservable<this, 'client'>(this, { form: false, preview: false, client: false }, { autoBind: true });
  }

  async start(lang: string): Promise<void> {
    await this.form.load();
    this.preview.follow(
      () => this.form.values ?? null,
      (values) => problemsOf(values).length === 0,
    );
    try {
      const summary = await this.client.call(getReviewAiSummary, { lang, page_type: 'shop' });
      runInAction(() => {
        this.aiSummary = summary;
      });
    } catch {
      // The screen works without it: the preview still shows the summary on the storefront's product.
    }
  }

  set<Key extends keyof ReviewSummarySettings>(key: Key, value: ReviewSummarySettings[Key]): void {
    this.form.set(key, value);
  }

  /** The aspects field as typed: text that is no whole number is kept as NaN, which the form refuses. */
  setMaxAspects(text: string): void {
    this.form.set('max_aspects', /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  }

  problemOf(key: keyof ReviewSummarySettings): string | null {
    const values = this.form.values;
    return values ? (problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }
}
