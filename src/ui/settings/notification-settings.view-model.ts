import { inject, injectable } from 'inversify';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getUserSettings, saveUserSettings } from '../../contracts/settings.contract';
import {
  type DigestFrequency,
  isDigestFrequency,
  isLowRatingThreshold,
  isNotificationEmail,
  type NotificationSettings,
  NOTIFICATION_EMAILS_MAX,
  notificationAddressKey,
  repeatedNotificationAddresses,
  type StoppableNotificationKind,
} from '../../domain/notifications/merchant-notifications';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';

/** The page's switches: the keys of the four notifications a review or question sends. */
export type NotificationSwitch = 'notify_new_review' | 'notify_low_rating' | 'notify_held_review' | 'notify_new_question';

/** The page's rule on the addresses: each one an e-mail address, none twice; the message names its number. */
export function notificationProblems(values: NotificationSettings): SettingsFieldProblem<NotificationSettings>[] {
  const repeated = new Set(repeatedNotificationAddresses(values.notification_emails));
  return values.notification_emails.flatMap((email, index): SettingsFieldProblem<NotificationSettings>[] => {
    const values = { number: index + 1 };
    if (!isNotificationEmail(email.trim())) return [{ key: 'notification_emails', messageKey: 'notifications:page.problems.invalid', values }];
    if (repeated.has(index)) return [{ key: 'notification_emails', messageKey: 'notifications:page.problems.duplicate', values }];
    return [];
  });
}

/** /settings/notifications: who gets the merchant's e-mails and which ones (docs/product/notifications.md). */
@injectable()
export class NotificationSettingsViewModel {
  readonly form: SettingsForm<NotificationSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<NotificationSettings>({
      load: async () => {
        const { backend_lang: _language, ...settings } = await client.call(getUserSettings, {});
        return settings;
      },
      saveRequests: [
        {
          send: ({ notification_emails: emails, notification_opt_outs: optOuts, ...rest }) =>
            client.call(saveUserSettings, {
              ...rest,
              ...(emails === undefined ? {} : { notification_emails: emails.map((email) => email.trim()) }),
              ...(optOuts === undefined ? {} : { notification_opt_outs: Object.fromEntries(Object.entries(optOuts).map(([address, kinds]) => [address, [...kinds]])) }),
            }),
        },
      ],
      validate: notificationProblems,
    });
  }

  get emails(): readonly string[] {
    return this.form.values?.notification_emails ?? [];
  }

  get canAddEmail(): boolean {
    return this.emails.length < NOTIFICATION_EMAILS_MAX;
  }

  setEmail(index: number, text: string): void {
    this.form.set(
      'notification_emails',
      this.emails.map((email, at) => (at === index ? text : email)),
    );
  }

  addEmail(): void {
    if (this.canAddEmail) this.form.set('notification_emails', [...this.emails, '']);
  }

  removeEmail(index: number): void {
    this.form.set(
      'notification_emails',
      this.emails.filter((_, at) => at !== index),
    );
  }

  /** The message of the address at `index` once a Save was refused, with its number; null when it is fine. */
  problemOf(index: number): SettingsFieldProblem<NotificationSettings> | null {
    const values = this.form.values;
    if (!values || !this.form.isMissing('notification_emails')) return null;
    return notificationProblems(values).find((problem) => problem.values?.number === index + 1) ?? null;
  }

  /** The notifications this address stopped from an e-mail's unsubscribe link. */
  stoppedFor(email: string): readonly StoppableNotificationKind[] {
    return this.form.values?.notification_opt_outs[notificationAddressKey(email)] ?? [];
  }

  /** Sends the stopped notifications to the address again (saved with the page). */
  resume(email: string): void {
    const optOuts = { ...(this.form.values?.notification_opt_outs ?? {}) };
    delete optOuts[notificationAddressKey(email)];
    this.form.set('notification_opt_outs', optOuts);
  }

  setSwitch(key: NotificationSwitch, on: boolean): void {
    this.form.set(key, on ? FLAG_ON : FLAG_OFF);
  }

  setThreshold(value: string): void {
    const threshold = Number(value);
    if (isLowRatingThreshold(threshold)) this.form.set('low_rating_threshold', threshold);
  }

  setDigest(value: string): void {
    if (isDigestFrequency(value)) this.form.set('digest_frequency', value satisfies DigestFrequency);
  }

  dispose(): void {
    this.form.dispose();
  }
}
