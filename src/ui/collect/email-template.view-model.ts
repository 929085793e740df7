import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { type EmailPreview, getEmailTemplateSetting, previewEmailTemplate, saveEmailTemplateSetting, sendTestEmail } from '../../contracts/collect-emails.contract';
import { type CollectEmailType } from '../../domain/collect/collect-emails';
import { EMAIL_COLOR_FIELDS, emailTemplateProblems, type EmailTemplateProblem, type EmailTemplateSetting, placeholderToken } from '../../domain/collect/email-templates';

/** The preview is drawn again this long after the last change (as the widget previews). */
export const EMAIL_PREVIEW_DEBOUNCE_MS = 200;

/** The widths the preview is drawn at: a desktop mail client's column and a phone. */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const HTTPS_URL = /^https:\/\/\S+$/;
const NS = 'collect-emails';

export interface FieldProblem {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

function problemKey(problem: EmailTemplateProblem): string {
  return `${NS}:problems.${problem.key}`;
}

/** A field at fault: its message with values beside the field, and one without values for the form's banner. */
export interface FieldProblemOf {
  readonly field: keyof EmailTemplateSetting;
  readonly values: Readonly<Record<string, string | number>>;
  readonly messageKey: string;
  readonly bannerKey: string;
}

/** The domain's template rule, the colour rule and the logo rule, on the form's values. */
export function emailTemplateFieldProblems(type: CollectEmailType, values: EmailTemplateSetting): FieldProblemOf[] {
  const problems: FieldProblemOf[] = emailTemplateProblems(type, values).map((problem) => ({
    field: problem.field,
    values: problem.values,
    messageKey: problemKey(problem),
    bannerKey: `${NS}:problems.banner.${problem.key}`,
  }));
  for (const field of EMAIL_COLOR_FIELDS) {
    if (!COLOR.test(values[field])) problems.push({ field, values: {}, messageKey: `${NS}:problems.colorInvalid`, bannerKey: `${NS}:problems.colorInvalid` });
  }
  if (values.logo_url !== '' && !HTTPS_URL.test(values.logo_url)) {
    problems.push({ field: 'logo_url', values: {}, messageKey: `${NS}:problems.logoInvalid`, bannerKey: `${NS}:problems.logoInvalid` });
  }
  return problems;
}

/**
 * One collect e-mail's template (docs/product/collect-emails.md#screens) on the settings engine,
 * beside the e-mail as the server's renderer draws it with the unsaved values, and a test e-mail.
 * The screen says which type before it starts (`configure`).
 */
@injectable()
export class EmailTemplateViewModel {
  readonly form: SettingsForm<EmailTemplateSetting>;
  type: CollectEmailType = 'request_1';
  preview: EmailPreview | null = null;
  previewStatus: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  previewWidth: PreviewWidth = 'desktop';
  sendingTest = false;
  testAddress = '';
  private stopPreview: IReactionDisposer | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private round = 0;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    this.form = forms.create<EmailTemplateSetting>({
      load: () => client.call(getEmailTemplateSetting, { type: this.type }),
      saveRequests: [{ send: (changes) => client.call(saveEmailTemplateSetting, { type: this.type, ...changes }) }],
      validate: (values) => emailTemplateFieldProblems(this.type, values).map((problem) => ({ key: problem.field, messageKey: problem.bannerKey })),
    });
    makeObservable<this, 'redraw'>(this, {
      preview: observable,
      previewStatus: observable,
      previewWidth: observable,
      sendingTest: observable,
      testAddress: observable,
      set: action,
      setPreviewWidth: action,
      setTestAddress: action,
      insertPlaceholder: action,
      sendTest: action,
      redraw: action,
    });
  }

  configure(type: CollectEmailType): void {
    this.type = type;
  }

  async start(): Promise<void> {
    await this.form.load();
    this.stopPreview ??= reaction(
      () => this.form.values,
      (values) => {
        // Values the server would refuse are not sent: the preview keeps its last good drawing.
        if (!values || emailTemplateFieldProblems(this.type, values).length > 0) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.redraw(toJS(values)), EMAIL_PREVIEW_DEBOUNCE_MS);
      },
      { fireImmediately: true },
    );
  }

  set<Key extends keyof EmailTemplateSetting>(key: Key, value: EmailTemplateSetting[Key]): void {
    this.form.set(key, value);
  }

  /** Trigger days as typed: blank or unreadable text is kept as NaN, which the domain rule refuses. */
  setTriggerDays(text: string): void {
    this.set('trigger_days', text.trim() === '' ? Number.NaN : Number(text));
  }

  /** Adds `{{name}}` to the end of the body. */
  insertPlaceholder(name: string): void {
    const body = this.form.values?.body ?? '';
    this.set('body', `${body}${body === '' || body.endsWith(' ') || body.endsWith('\n') ? '' : ' '}${placeholderToken(name)}`);
  }

  /** The field's problem as a translation key with its values, or null. */
  problemOf(field: keyof EmailTemplateSetting): FieldProblem | null {
    const values = this.form.values;
    if (!values) return null;
    const problem = emailTemplateFieldProblems(this.type, values).find((candidate) => candidate.field === field);
    return problem ? { key: problem.messageKey, values: problem.values } : null;
  }

  setPreviewWidth(width: PreviewWidth): void {
    this.previewWidth = width;
  }

  setTestAddress(address: string): void {
    this.testAddress = address;
  }

  /** Sends the form's current values with a sample order, to the address typed or the shop's own. */
  async sendTest(): Promise<void> {
    const values = this.form.values;
    if (!values || this.sendingTest) return;
    if (emailTemplateFieldProblems(this.type, values).length > 0) {
      this.toaster.show({ content: this.translations.translate(`${NS}:test.fixFirst`), error: true });
      return;
    }
    this.sendingTest = true;
    try {
      const address = this.testAddress.trim();
      const { to } = await this.client.call(sendTestEmail, { type: this.type, settings: toJS(values), ...(address ? { to: address } : {}) });
      this.toaster.show({ content: this.translations.translate(`${NS}:test.sent`, { to }) });
    } catch (error) {
      this.toaster.show({ content: this.translations.translate(`${NS}:test.failed`, { reason: error instanceof Error ? error.message : String(error) }), error: true });
    } finally {
      runInAction(() => {
        this.sendingTest = false;
      });
    }
  }

  dispose(): void {
    this.stopPreview?.();
    this.stopPreview = null;
    if (this.timer) clearTimeout(this.timer);
    this.form.dispose();
  }

  private async redraw(values: EmailTemplateSetting): Promise<void> {
    const round = ++this.round;
    this.previewStatus = 'loading';
    try {
      const preview = await this.client.call(previewEmailTemplate, { type: this.type, settings: { ...values } });
      runInAction(() => {
        if (round !== this.round) return;
        this.preview = preview;
        this.previewStatus = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (round === this.round) this.previewStatus = 'failed';
      });
    }
  }
}
