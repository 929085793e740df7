import { makeAutoObservable, runInAction } from 'mobx';
import { type PlanLimitDetails } from '../../contracts/error-codes';
import {
  createSettingsChanges,
  discardChanges,
  hasUnsavedChanges,
  isSettingUnsaved,
  markSaved,
  unsavedValues,
  updateSetting,
  type SettingKey,
  type SettingsChanges,
} from '../../domain/settings/settings-changes';
import { checkRequiredFields } from '../../domain/validation/required-fields';
import { isInputRejected, planLimitOf } from '../http/api-error';
import { type Translations } from '../i18n/translations.port';
import { type SaveBar } from '../platform/save-bar.port';
import { type Toaster } from '../platform/toaster.port';
import { type ErrorBanner } from '../shell/error-banner';
import { type SetGlobalGuideUseCase } from './set-global-guide.use-case';

export const SETTINGS_SAVED_KEY = 'settings:form.saved';
export const SETTINGS_SAVE_ERROR_TITLE_KEY = 'settings:form.saveError';

/** One of a page's save requests (a page may save through several). */
export interface SettingsSaveRequest<Settings extends object> {
  /** The settings this request saves; it is sent only when one of them is unsaved. Omitted: all of them. */
  readonly keys?: readonly SettingKey<Settings>[];
  /** Sends the unsaved values among `keys` (only those). */
  readonly send: (changes: Partial<Settings>) => Promise<unknown>;
}

export interface RequiredSetting<Settings extends object> {
  readonly key: SettingKey<Settings>;
  /** Translation key of the field's label, listed in the required-fields banner. */
  readonly labelKey: string;
}

/** A field the page's own rule refuses (a colour that is not #RRGGBB, an e-mail without @…). */
export interface SettingsFieldProblem<Settings extends object> {
  readonly key: SettingKey<Settings>;
  /** Translation key of the message, e.g. 'questions:settings.colorInvalid'. */
  readonly messageKey: string;
  /** The message's values (which of several addresses, say). */
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface SettingsFormOptions<Settings extends object> {
  /** Reads the saved settings (the page's GET). */
  readonly load: () => Promise<Settings>;
  readonly saveRequests: readonly SettingsSaveRequest<Settings>[];
  /** Settings that may not be empty; saving is blocked while any is. */
  readonly requiredFields?: readonly RequiredSetting<Settings>[];
  /** The page's rules on the current values; saving is blocked while any fails. */
  readonly validate?: (values: Settings) => readonly SettingsFieldProblem<Settings>[];
  /** Display and widget pages: a successful save sets the global guide (docs/product/spec-map.md §4). */
  readonly setsGlobalGuide?: boolean;
  /** Runs after the server accepted the save and before the toast (e.g. switching the language). */
  readonly afterSave?: (saved: Settings) => Promise<void>;
}

export interface SettingsFormServices {
  readonly saveBar: SaveBar;
  readonly toaster: Toaster;
  readonly translations: Translations;
  readonly errorBanner: ErrorBanner;
  readonly setGlobalGuide: SetGlobalGuideUseCase;
}

/** One line of the form's error banner: an empty required field, a refused value, or the server's refusal. */
export type SettingsProblem<Settings extends object> =
  | { readonly kind: 'required'; readonly key: SettingKey<Settings>; readonly labelKey: string }
  | { readonly kind: 'invalid'; readonly key: SettingKey<Settings>; readonly messageKey: string; readonly values?: Readonly<Record<string, string | number>> }
  | ServerRefusal;

/** Why the server refused a save: a value it judged (its message), or the shop's plan (the limit, explained in the admin's words). */
type ServerRefusal = { readonly kind: 'server'; readonly message: string } | { readonly kind: 'plan'; readonly limit: PlanLimitDetails };

export interface ShownSettingsErrors<Settings extends object> {
  /** The banner's title count ("Found 2 errors"). */
  readonly count: number;
  /** Empty required fields and refused values in declaration order, then the server's refusal. */
  readonly problems: readonly SettingsProblem<Settings>[];
  /** Grows with every refused Save: the banner is brought into view and focused again. */
  readonly revision: number;
}

export type SettingsLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A settings page's saved vs current values (docs/product/spec-map.md §4 "Settings saved vs current"): the save bar
 * while anything is unsaved, save through the page's requests, discard, and the required-fields
 * rule (docs/product/spec-map.md §5) with the page's own rules and the server's refusals in one counted banner.
 * Build it with `SettingsFormFactory`; call `dispose` when the page goes away.
 */
export class SettingsForm<Settings extends object> {
  status: SettingsLoadStatus = 'idle';
  saving = false;
  /** Set by a Save refused for its values; cleared by a save that passes or by Discard. */
  private errorsShown = false;
  private errorsRevision = 0;
  /** What the server refused on the last save (400/422, or a plan's limit), until a value changes. */
  private serverRefusal: ServerRefusal | null = null;
  private changes: SettingsChanges<Settings> | null = null;
  private saveBarShown = false;

  constructor(
    private readonly services: SettingsFormServices,
    private readonly options: SettingsFormOptions<Settings>,
  ) {
    makeAutoObservable<this, 'services' | 'options'>(this, { services: false, options: false }, { autoBind: true });
  }

  /** The current values; undefined until the saved ones have loaded. */
  get values(): Settings | undefined {
    return this.changes?.current;
  }

  get savedValues(): Settings | undefined {
    return this.changes?.saved;
  }

  /** Anything unsaved: the save bar shows and leaving the page asks first. */
  get isDirty(): boolean {
    return this.changes !== null && hasUnsavedChanges(this.changes);
  }

  isUnsaved(key: SettingKey<Settings>): boolean {
    return this.changes !== null && isSettingUnsaved(this.changes, key);
  }

  /**
   * The critical banner once a Save was refused (docs/product/settings.md): every problem, the
   * count in its title; it follows the values until they are fixed, and Discard clears it.
   */
  get errorsBanner(): ShownSettingsErrors<Settings> | undefined {
    if (!this.errorsShown) return undefined;
    const problems = this.problems;
    return problems.length === 0 ? undefined : { count: problems.length, problems, revision: this.errorsRevision };
  }

  /**
   * Save is off while the shown banner lists problems: pressing it again could only fail again.
   * A plan's limit does not block it: the merchant may make room elsewhere (another tab) and retry.
   */
  get isSaveBlocked(): boolean {
    return this.errorsBanner?.problems.some((problem) => problem.kind !== 'plan') ?? false;
  }

  /** Whether to mark `key` as a field at fault (after a refused Save). */
  isMissing(key: SettingKey<Settings>): boolean {
    return this.errorsBanner?.problems.some((problem) => 'key' in problem && problem.key === key) ?? false;
  }

  private get problems(): readonly SettingsProblem<Settings>[] {
    const fieldProblems: SettingsProblem<Settings>[] = [
      ...this.emptyRequiredFields.map((field) => ({ kind: 'required' as const, key: field.key, labelKey: field.labelKey })),
      ...(this.changes && this.options.validate ? this.options.validate(this.changes.current) : []).map((problem) => ({
        kind: 'invalid' as const,
        key: problem.key,
        messageKey: problem.messageKey,
        ...(problem.values ? { values: problem.values } : {}),
      })),
    ];
    return this.serverRefusal === null ? fieldProblems : [...fieldProblems, this.serverRefusal];
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    try {
      const saved: Settings = await this.options.load();
      runInAction(() => {
        this.changes = createSettingsChanges(saved);
        this.status = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
      });
      this.services.errorBanner.showError(error);
    }
  }

  set<Key extends SettingKey<Settings>>(key: Key, value: Settings[Key]): void {
    if (!this.changes) return;
    this.changes = updateSetting(this.changes, key, value);
    // The server judged the values it was sent; once one changes, its refusal may no longer hold.
    this.serverRefusal = null;
    this.syncSaveBar();
  }

  /**
   * The server kept some saved values in another form (custom CSS as sanitized): they become both
   * the saved and the current values, so the page shows what is really stored.
   */
  adoptSaved(values: Partial<Settings>): void {
    if (!this.changes) return;
    let next = markSaved(this.changes, { ...this.changes.saved, ...values });
    for (const key of Object.keys(values) as SettingKey<Settings>[]) next = updateSetting(next, key, values[key] as Settings[typeof key]);
    this.changes = next;
    this.syncSaveBar();
  }

  /** Saves the unsaved values; resolves true when everything was saved. */
  async save(): Promise<boolean> {
    const changes = this.changes;
    if (!changes || this.saving || !hasUnsavedChanges(changes)) return false;
    if (this.serverRefusal?.kind === 'plan') this.serverRefusal = null;
    if (this.problems.length > 0) {
      this.refuseSave();
      return false;
    }
    this.errorsShown = false;
    this.saving = true;
    this.syncSaveBar();
    const unsaved = unsavedValues(changes);
    const requests = this.options.saveRequests
      .map((request) => ({ request, slice: sliceOf(unsaved, request.keys) }))
      .filter(({ slice }) => Object.keys(slice).length > 0);
    const results = await Promise.allSettled(requests.map(({ request, slice }) => request.send(slice)));
    const failure = results.find((result) => result.status === 'rejected');
    const submitted = requests.reduce<Settings>(
      (saved, { slice }, index) => (results[index]?.status === 'fulfilled' ? { ...saved, ...slice } : saved),
      changes.saved,
    );
    runInAction(() => {
      // Edits made while the requests were in flight stay unsaved; so do the slices that failed.
      this.changes = markSaved(this.changes ?? changes, submitted);
      this.saving = false;
      this.syncSaveBar();
    });
    const limit = failure ? planLimitOf(failure.reason) : null;
    if (failure && (limit || isInputRejected(failure.reason))) {
      // A typo the server caught, or the plan's limit: listed with the others in the form's banner, never as a failure to chat about.
      runInAction(() => {
        this.serverRefusal = limit ? { kind: 'plan', limit } : { kind: 'server', message: failure.reason instanceof Error ? failure.reason.message : String(failure.reason) };
        this.refuseSave();
      });
      return false;
    }
    if (failure) {
      this.services.errorBanner.showError(failure.reason, {
        title: this.services.translations.translate(SETTINGS_SAVE_ERROR_TITLE_KEY),
      });
      return false;
    }
    await this.afterSuccessfulSave(submitted);
    return true;
  }

  /** Back to the saved values; the save bar and the required-fields banner go away. */
  discard(): void {
    if (!this.changes || this.saving) return;
    this.changes = discardChanges(this.changes);
    this.errorsShown = false;
    this.serverRefusal = null;
    this.syncSaveBar();
  }

  /** The page is going away: its save bar goes with it. */
  dispose(): void {
    if (this.saveBarShown) this.services.saveBar.hide();
    this.saveBarShown = false;
  }

  private refuseSave(): void {
    this.errorsShown = true;
    this.errorsRevision += 1;
    this.syncSaveBar();
  }

  private get emptyRequiredFields(): readonly RequiredSetting<Settings>[] {
    const required = this.options.requiredFields ?? [];
    if (!this.changes || required.length === 0) return [];
    const empty = new Set(checkRequiredFields(this.changes.current, required.map((field) => field.key)).emptyFields);
    return required.filter((field) => empty.has(field.key));
  }

  private async afterSuccessfulSave(saved: Settings): Promise<void> {
    const { errorBanner, setGlobalGuide, toaster, translations } = this.services;
    try {
      if (this.options.setsGlobalGuide) await setGlobalGuide.execute();
      await this.options.afterSave?.(saved);
    } catch (error) {
      // The settings are saved; what follows failing is reported as itself, not as a failed save.
      errorBanner.showError(error);
    }
    toaster.show({ content: translations.translate(SETTINGS_SAVED_KEY) });
  }

  /** Imperative rather than a reaction, so a disposed-then-reused form (React StrictMode) still drives the bar. */
  private syncSaveBar(): void {
    if (this.isDirty) {
      this.services.saveBar.show({
        saving: this.saving,
        saveDisabled: this.isSaveBlocked,
        onSave: () => void this.save(),
        onDiscard: () => this.discard(),
      });
      this.saveBarShown = true;
    } else if (this.saveBarShown) {
      this.services.saveBar.hide();
      this.saveBarShown = false;
    }
  }
}

function sliceOf<Settings extends object>(
  values: Partial<Settings>,
  keys: readonly SettingKey<Settings>[] | undefined,
): Partial<Settings> {
  if (!keys) return values;
  const slice: Partial<Settings> = {};
  for (const key of keys) if (Object.hasOwn(values, key)) slice[key] = values[key];
  return slice;
}
