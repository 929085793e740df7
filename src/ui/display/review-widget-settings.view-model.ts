import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  RADIUS_MAX,
  REVIEW_WIDGET_COLOR_FIELDS,
  REVIEWS_PER_PAGE_MAX,
  REVIEWS_PER_PAGE_MIN,
  DEFAULT_REVIEW_WIDGET_SETTINGS,
  DEFAULT_WRITE_REVIEW_SETTINGS,
  type ReviewWidgetSettings,
  type WriteReviewSettings,
} from '../../domain/storefront/review-widget-settings';
import { ratingTextProblem } from '../../domain/storefront/rating-text';
import {
  getReviewWidgetSettings,
  getWriteReviewSettings,
  type PreviewWidget,
  setReviewWidgetSettings,
  setWriteReviewSettings,
} from '../../contracts/widget-settings.contract';
import { LivePreview } from './live-preview';

/** The page edits two settings objects: the reviews widget's and the write-review form's. */
export type ReviewWidgetFormValues = ReviewWidgetSettings & WriteReviewSettings;

const REVIEW_WIDGET_KEYS = Object.keys(DEFAULT_REVIEW_WIDGET_SETTINGS) as (keyof ReviewWidgetSettings)[];
const WRITE_REVIEW_KEYS = Object.keys(DEFAULT_WRITE_REVIEW_SETTINGS) as (keyof WriteReviewSettings)[];

function split(values: ReviewWidgetFormValues): { readonly widget: ReviewWidgetSettings; readonly writeReview: WriteReviewSettings } {
  const pick = <K extends keyof ReviewWidgetFormValues>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, values[key]]));
  return { widget: pick(REVIEW_WIDGET_KEYS) as unknown as ReviewWidgetSettings, writeReview: pick(WRITE_REVIEW_KEYS) as unknown as WriteReviewSettings };
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Whole-number fields and their bounds, as the server checks them. */
export const NUMBER_FIELDS = {
  font_size: [FONT_SIZE_MIN, FONT_SIZE_MAX],
  border_radius: [0, RADIUS_MAX],
  photo_radius: [0, RADIUS_MAX],
  reviews_per_page_number: [REVIEWS_PER_PAGE_MIN, REVIEWS_PER_PAGE_MAX],
} as const satisfies Partial<Record<keyof ReviewWidgetFormValues, readonly [number, number]>>;
export type NumberField = keyof typeof NUMBER_FIELDS;

function problemsOf(values: ReviewWidgetFormValues): SettingsFieldProblem<ReviewWidgetFormValues>[] {
  const problems: SettingsFieldProblem<ReviewWidgetFormValues>[] = [];
  for (const field of REVIEW_WIDGET_COLOR_FIELDS) if (!COLOR.test(values[field])) problems.push({ key: field, messageKey: 'display:reviews.colors.invalid' });
  for (const [field, [min, max]] of Object.entries(NUMBER_FIELDS) as [NumberField, readonly [number, number]][]) {
    const value = values[field];
    if (!Number.isInteger(value) || value < min || value > max) problems.push({ key: field, messageKey: 'display:reviews.layout.numberInvalid' });
  }
  for (const field of ['product_rating_text', 'list_rating_text'] as const) {
    const problem = ratingTextProblem(values[field]);
    if (problem) problems.push({ key: field, messageKey: `display-widgets:rating.text.${problem}` });
  }
  return problems;
}

/**
 * /display/reviews: the reviews widget's settings on the settings engine, and a live preview drawn
 * by the storefront's own Liquid on the shop's reviews (docs/product/storefront.md#widget-settings).
 */
@injectable()
export class ReviewWidgetSettingsViewModel {
  readonly form: SettingsForm<ReviewWidgetFormValues>;
  /** The shop's plan lets it remove the "Reviews by Starling" line (remove_branding). */
  brandingRemovable = false;
  readonly preview: LivePreview<ReviewWidgetFormValues>;
  /** The block the preview draws: each /display screen of these settings shows its own. */
  previewWidget: PreviewWidget = 'reviews';
  /** What the custom-CSS check took out on the last save. */
  cssRemoved: readonly string[] = [];

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.WidgetSettingsGateway) private readonly gateway: WidgetSettingsGateway,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    let stored: Partial<ReviewWidgetSettings> = {};
    this.form = forms.create<ReviewWidgetFormValues>({
      load: async () => {
        const [widget, { branding_removable, ...writeReview }] = await Promise.all([client.call(getReviewWidgetSettings, {}), client.call(getWriteReviewSettings, {})]);
        runInAction(() => {
          this.brandingRemovable = branding_removable;
        });
        return { ...widget, ...writeReview };
      },
      saveRequests: [
        { keys: WRITE_REVIEW_KEYS, send: (changes) => client.call(setWriteReviewSettings, changes) },
        {
          keys: REVIEW_WIDGET_KEYS,
          send: async (changes) => {
            const saved = await client.call(setReviewWidgetSettings, changes);
            stored = { rating_css_code: saved.settings.rating_css_code, reviews_css_code: saved.settings.reviews_css_code };
            runInAction(() => {
              this.cssRemoved = saved.css_removed;
            });
          },
        },
      ],
      validate: problemsOf,
      setsGlobalGuide: true,
      // The server keeps custom CSS as its check wrote it back: the fields show what is stored.
      afterSave: () => {
        this.form.adoptSaved(stored);
        return Promise.resolve();
      },
    });
    this.preview = new LivePreview((values) => this.drawPreview(values));
    makeAutoObservable<this, 'gateway' | 'drawPreview'>(this, { form: false, preview: false, gateway: false, drawPreview: false }, { autoBind: true });
  }

  /** Loads the settings, then draws the preview of `widget` now and after every change. */
  async start(widget: PreviewWidget = 'reviews'): Promise<void> {
    this.previewWidget = widget;
    await this.form.load();
    // Values the server would refuse are not sent: the preview keeps the last good drawing.
    this.preview.follow(() => this.form.values, (values) => problemsOf(values).length === 0);
  }

  set<Key extends keyof ReviewWidgetFormValues>(key: Key, value: ReviewWidgetFormValues[Key]): void {
    this.form.set(key, value);
  }

  /** A number field as typed: text that is no whole number is kept as NaN, which the form refuses to save. */
  setNumber(key: NumberField, text: string): void {
    this.form.set(key, /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  }

  /** The field's problem key, if the page's rules refuse its value. */
  problemOf(key: keyof ReviewWidgetFormValues): string | null {
    const values = this.form.values;
    return values ? (problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dismissCssRemoved(): void {
    this.cssRemoved = [];
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }

  private drawPreview(values: ReviewWidgetFormValues): Promise<string> {
    const { widget, writeReview } = split(values);
    return this.previewWidget === 'reviews'
      ? this.gateway.previewReviewWidget(widget, writeReview, values.language)
      : this.gateway.previewBlock({ widget: this.previewWidget, settings: widget, write_review: writeReview, locale: values.language });
  }
}
