import { inject, injectable } from 'inversify';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { type SettingKey } from '../../domain/settings/settings-changes';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getBuyersShowSettings, getCardCarouselSettings, saveBuyersShowSettings, saveCardCarouselSettings } from '../../contracts/showcase-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import {
  BUYERS_SHOW_COLOR_FIELDS,
  BUYERS_SHOW_NUMBER_FIELDS,
  CARD_CAROUSEL_COLOR_FIELDS,
  CARD_CAROUSEL_NUMBER_FIELDS,
  type BuyersShowSettings,
  type CardCarouselSettings,
} from '../../domain/storefront/showcase-settings';
import { LivePreview } from './live-preview';

const COLOR = /^#[0-9a-fA-F]{6}$/;

interface ShowcaseFormConfig<S extends object> {
  readonly load: () => Promise<S>;
  readonly save: (changes: Partial<S>) => Promise<unknown>;
  readonly preview: (values: S) => Promise<string>;
  readonly colorFields: readonly (SettingKey<S>)[];
  readonly numberFields: Readonly<Partial<Record<SettingKey<S>, readonly [number, number]>>>;
}

/**
 * A showcase's settings on the settings engine (save bar, discard, leave confirmation, the
 * fields' own checks) and its live preview drawn by the storefront's Liquid on the shop's reviews
 * (docs/product/storefront.md#showcase).
 */
export abstract class ShowcaseSettingsViewModel<S extends object> {
  readonly form: SettingsForm<S>;
  readonly preview: LivePreview<S>;

  protected constructor(
    forms: SettingsFormFactory,
    private readonly config: ShowcaseFormConfig<S>,
  ) {
    this.form = forms.create<S>({
      load: config.load,
      saveRequests: [{ send: (changes) => config.save(changes) }],
      validate: (values) => this.problemsOf(values),
      setsGlobalGuide: true,
    });
    this.preview = new LivePreview(config.preview);
  }

  get numberFields(): Readonly<Partial<Record<SettingKey<S>, readonly [number, number]>>> {
    return this.config.numberFields;
  }

  /** Loads the settings, then draws the preview now and after every change. */
  async start(): Promise<void> {
    await this.form.load();
    // Values the server would refuse are not sent: the preview keeps the last good drawing.
    this.preview.follow(() => this.form.values, (values) => this.problemsOf(values).length === 0);
  }

  set<Key extends SettingKey<S>>(key: Key, value: S[Key]): void {
    this.form.set(key, value);
  }

  /** A number field as typed: text that is no whole number is kept as NaN, which the form refuses to save. */
  setNumber(key: SettingKey<S>, text: string): void {
    this.form.set(key, (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN) as S[SettingKey<S>]);
  }

  /** The field's problem key, if the page's rules refuse its value. */
  problemOf(key: keyof S): string | null {
    const values = this.form.values;
    return values ? (this.problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }

  private problemsOf(values: S): SettingsFieldProblem<S>[] {
    const problems: SettingsFieldProblem<S>[] = [];
    for (const field of this.config.colorFields) if (!COLOR.test(String(values[field]))) problems.push({ key: field, messageKey: 'display-showcase:invalidColor' });
    for (const [field, [min, max]] of Object.entries(this.config.numberFields) as [SettingKey<S>, readonly [number, number]][]) {
      const value = values[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) problems.push({ key: field, messageKey: 'display-showcase:invalidNumber' });
    }
    return problems;
  }
}

/** /display/shows: the buyers' show. */
@injectable()
export class BuyersShowSettingsViewModel extends ShowcaseSettingsViewModel<BuyersShowSettings> {
  constructor(@inject(SettingsFormFactory) forms: SettingsFormFactory, @inject(TOKENS.ContractClient) client: ContractClient) {
    super(forms, {
      load: () => client.call(getBuyersShowSettings, {}),
      save: (changes) => client.call(saveBuyersShowSettings, changes),
      preview: async ({ id: _id, ...draft }) => (await client.call(previewWidget, { widget: 'buyers-show', settings: {}, buyers_show: draft })).html,
      colorFields: BUYERS_SHOW_COLOR_FIELDS,
      numberFields: BUYERS_SHOW_NUMBER_FIELDS,
    });
  }
}

/** /display/carousel: the card carousel and the home page's reviews. */
@injectable()
export class CardCarouselSettingsViewModel extends ShowcaseSettingsViewModel<CardCarouselSettings> {
  constructor(@inject(SettingsFormFactory) forms: SettingsFormFactory, @inject(TOKENS.ContractClient) client: ContractClient) {
    super(forms, {
      load: () => client.call(getCardCarouselSettings, {}),
      save: (changes) => client.call(saveCardCarouselSettings, changes),
      preview: async (values) => (await client.call(previewWidget, { widget: 'card-carousel', settings: {}, card_carousel: { ...values } })).html,
      colorFields: CARD_CAROUSEL_COLOR_FIELDS,
      numberFields: CARD_CAROUSEL_NUMBER_FIELDS,
    });
  }
}
