import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type StorefrontWordsGateway } from '../../application/display/storefront-words-gateway.port';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { type StorefrontWordDefault } from '../../domain/storefront/storefront-words';

/** The words being edited: every text key, the merchant's word or '' for the default. */
export type StorefrontWordValues = Record<string, string>;

/**
 * /display/texts: the merchant's own storefront words, one language at a time, on the settings
 * engine (docs/product/storefront.md#storefront-words). An empty word means the default.
 */
@injectable()
export class StorefrontWordsViewModel {
  lang: string | null = null;
  locales: readonly string[] = [];
  defaults: readonly StorefrontWordDefault[] = [];
  form: SettingsForm<StorefrontWordValues> | null = null;
  query = '';
  failed = false;
  private started = false;

  constructor(
    @inject(SettingsFormFactory) private readonly forms: SettingsFormFactory,
    @inject(TOKENS.StorefrontWordsGateway) private readonly gateway: StorefrontWordsGateway,
  ) {
    makeAutoObservable<this, 'forms' | 'gateway' | 'started'>(this, { forms: false, gateway: false, started: false }, { autoBind: true });
  }

  /** Opens the shop's primary storefront language (English when the storefront has no words in it). */
  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const primary = await this.gateway.primaryLanguage();
      await this.open(primary);
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  /** Switching is offered only without unsaved words: they belong to the language on screen. */
  get canSwitchLanguage(): boolean {
    return !(this.form?.isDirty ?? false) && !(this.form?.saving ?? false);
  }

  async selectLanguage(lang: string): Promise<void> {
    if (lang === this.lang || !this.canSwitchLanguage || (this.locales.length > 0 && !this.locales.includes(lang))) return;
    await this.open(lang);
  }

  private async open(requested: string): Promise<void> {
    const answer = await this.gateway.defaults(requested);
    const lang = answer.locales.includes(answer.lang) ? answer.lang : (answer.locales[0] ?? answer.lang);
    const defaults = lang === answer.lang ? answer : await this.gateway.defaults(lang);
    const form = this.forms.create<StorefrontWordValues>({
      load: async () => {
        const own = await this.gateway.words(lang);
        return Object.fromEntries(defaults.words.map((word) => [word.key, own[word.key] ?? '']));
      },
      saveRequests: [{ send: () => this.gateway.save(lang, this.ownWords) }],
    });
    runInAction(() => {
      this.form?.dispose();
      this.form = form;
      this.lang = lang;
      this.locales = defaults.locales;
      this.defaults = defaults.words;
    });
    await form.load();
  }

  /** The words the merchant set (the save sends them all: the endpoint replaces the language's set). */
  get ownWords(): Readonly<Record<string, string>> {
    const values = this.form?.values ?? {};
    return Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== ''));
  }

  /** The texts matching the search, in the storefront's order. */
  get shownWords(): readonly StorefrontWordDefault[] {
    const query = this.query.trim().toLocaleLowerCase();
    const values = this.form?.values ?? {};
    if (query === '') return this.defaults;
    return this.defaults.filter((word) => [word.key, word.text, values[word.key] ?? ''].some((text) => text.toLocaleLowerCase().includes(query)));
  }

  get overriddenCount(): number {
    return Object.keys(this.ownWords).length;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  setWord(key: string, text: string): void {
    this.form?.set(key, text);
  }

  /** Back to the storefront's default for this text (saved with the next save). */
  reset(key: string): void {
    this.form?.set(key, '');
  }

  dispose(): void {
    this.form?.dispose();
  }
}
