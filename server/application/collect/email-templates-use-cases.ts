import { randomUUID } from 'node:crypto';
import { type EmailPreview } from '../../../src/contracts/collect-emails.contract';
import { COLLECT_EMAIL_WORDS } from '../../../src/domain/collect/collect-email-words';
import { isReferralInviteType, type CollectEmailType, type EmailTemplateSettings, type RequestTriggerEvent } from '../../../src/domain/collect/collect-emails';
import {
  carriesDiscountCode,
  EMAIL_PLACEHOLDERS,
  emailTemplateProblems,
  type EmailTemplateProblem,
  type EmailTemplateSetting,
  hasTriggerDays,
  placeholderToken,
  SAMPLE_ORDER,
} from '../../../src/domain/collect/email-templates';
import { isAdminLanguage } from '../../../src/domain/i18n/languages';
import { referralShareUrl } from '../../../src/contracts/referrals.contract';
import { EMAIL_TRIGGER_MAX_DAYS } from '../../../src/domain/validation/email-trigger-time';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { type MailTransport } from '../mail/mail-transport.port';
import { type SettingsWrites } from '../settings/settings-repository.port';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { shopUrlOf } from '../shops/shop-url';
import { type CollectEmailContext } from './collect-email-renderer.port';
import { drawCollectEmail } from './collect-email-html';
import {
  COLLECT_EMAIL_SETTINGS_DOCUMENT,
  emailTemplateDocument,
  emailTemplateFrom,
  type EmailTemplateStore,
  storedLanguage,
  textsToStore,
} from './email-template-store';

/** What a save or a preview may carry: the template's fields as typed (trigger days as text or number) and the trigger event. */
export type EmailTemplateChanges = Partial<Omit<EmailTemplateSettings, 'trigger_days'>> & {
  readonly trigger_days?: number | string | undefined;
  readonly trigger_event?: RequestTriggerEvent | undefined;
};

function problemMessage(type: CollectEmailType, problem: EmailTemplateProblem): string {
  switch (problem.key) {
    case 'subjectRequired':
    case 'textRequired':
      return 'must not be blank';
    case 'tooLong':
      return `must be at most ${problem.values.max} characters`;
    case 'unknownPlaceholder':
      return `${placeholderToken(String(problem.values.name))} is not a placeholder of this e-mail (${EMAIL_PLACEHOLDERS[type].map(placeholderToken).join(', ')})`;
    case 'emailTriggerTimeError':
      return `must be a whole number of days greater than 0 and less than ${EMAIL_TRIGGER_MAX_DAYS} (emailTriggerTimeError)`;
  }
}

/** A sample order for the preview and the test e-mail: its links lead to the shop's storefront. */
function sampleContext(shop: ShopRecord, type: CollectEmailType, appUrl: string): CollectEmailContext {
  const shopUrl = shopUrlOf(shop);
  return {
    customerName: SAMPLE_ORDER.customerName,
    customerEmail: SAMPLE_ORDER.customerEmail,
    customerLanguage: null,
    orderName: SAMPLE_ORDER.orderName,
    products: SAMPLE_ORDER.products.map((title) => ({ title, imageUrl: null, reviewUrl: shopUrl })),
    reviewUrl: shopUrl,
    unsubscribeUrl: shopUrl,
    ...(carriesDiscountCode(type) ? { discount: { code: SAMPLE_ORDER.discountCode, valueText: SAMPLE_ORDER.discountValue, amount: SAMPLE_ORDER.discountValue, currency: '', expiresAt: null } } : {}),
    ...(isReferralInviteType(type) ? { referral: { shareUrl: referralShareUrl(appUrl, shop.domain, SAMPLE_ORDER.referralCode), friendReward: SAMPLE_ORDER.friendReward } } : {}),
  };
}

export interface EmailTemplatesDependencies {
  readonly store: EmailTemplateStore;
  readonly writes: Transactions<SettingsWrites>;
  readonly shops: ShopRepository;
  readonly mail: MailTransport;
  /** The address collect e-mails are sent from; the shop's name is shown with it and replies go to the shop. */
  readonly fromAddress: string;
  /** Where the referral invite's sample share link points (docs/product/referral-invites.md). */
  readonly appUrl: string;
}

/**
 * get/save_email_template_setting, preview_email_template and send_test_email
 * (docs/product/collect-emails.md). Saves are partial; a refused field answers 422 naming it.
 */
export class EmailTemplatesUseCases {
  constructor(private readonly deps: EmailTemplatesDependencies) {}

  async get(shop: AuthenticatedShop, type: CollectEmailType): Promise<EmailTemplateSetting> {
    const { store } = this.deps;
    const [stored, shopLanguage, triggerEvent] = await Promise.all([store.readStored(shop, type), store.shopLanguage(shop), store.triggerEvent(shop)]);
    const language = storedLanguage(stored);
    return { ...emailTemplateFrom(type, stored, isAdminLanguage(language) ? language : shopLanguage), trigger_event: triggerEvent };
  }

  async save(shop: AuthenticatedShop, type: CollectEmailType, changes: EmailTemplateChanges): Promise<EmailTemplateSetting> {
    const { trigger_event: triggerEvent, ...template } = definedOnly(changes);
    const checked = this.checked(type, template);
    if (triggerEvent !== undefined && type !== 'request_1') throw invalidInput('trigger_event', 'is set with the review request (request_1)');
    if (Object.keys(checked).length === 0 && triggerEvent === undefined) throw invalidInput('settings', 'must change at least one setting');
    const { store } = this.deps;
    const [stored, shopLanguage] = await Promise.all([store.readStored(shop, type), store.shopLanguage(shop)]);
    const language = checked.language ?? storedLanguage(stored);
    const fields = textsToStore(type, checked, isAdminLanguage(language) ? language : shopLanguage);
    await this.deps.writes.run(async ({ settings }) => {
      if (Object.keys(fields).length > 0) await settings.mergeDocument(shop, emailTemplateDocument(type), fields);
      if (triggerEvent !== undefined) await settings.mergeDocument(shop, COLLECT_EMAIL_SETTINGS_DOCUMENT, { trigger_event: triggerEvent });
    });
    return this.get(shop, type);
  }

  async preview(shop: AuthenticatedShop, type: CollectEmailType, settings: EmailTemplateChanges): Promise<EmailPreview> {
    const { subject, html, text } = await this.draw(shop, type, settings);
    return { subject, html, text };
  }

  async sendTest(shop: AuthenticatedShop, type: CollectEmailType, to: string | undefined, settings: EmailTemplateChanges | undefined): Promise<{ readonly to: string }> {
    const record = await this.shopRecord(shop);
    const address = to ?? record.email;
    if (!address) throw invalidInput('to', 'is required: the shop has no e-mail address');
    const email = await this.draw(shop, type, settings ?? {});
    try {
      await this.deps.mail.send({
        to: address,
        from: { name: record.name || record.domain, address: this.deps.fromAddress },
        ...(record.email ? { replyTo: record.email } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<test-${type}-${randomUUID()}@starling-reviews>`,
        shopId: shop.id,
      });
    } catch (error) {
      throw new AppError('upstreamFailure', `to: the mail server did not take the test e-mail (${error instanceof Error ? error.message : String(error)})`);
    }
    return { to: address };
  }

  /** The saved template with `overrides` over it, drawn with the sample order. */
  private async draw(shop: AuthenticatedShop, type: CollectEmailType, overrides: EmailTemplateChanges) {
    const { trigger_event: _event, ...template } = definedOnly(overrides);
    const checked = this.checked(type, template);
    const [record, saved] = await Promise.all([this.shopRecord(shop), this.get(shop, type)]);
    const settings: EmailTemplateSettings = { ...saved, ...checked };
    const language = isAdminLanguage(settings.language) ? settings.language : await this.deps.store.shopLanguage(shop);
    return drawCollectEmail({
      type,
      settings,
      language,
      words: COLLECT_EMAIL_WORDS[language],
      shopName: record.name || record.domain,
      shopUrl: shopUrlOf(record),
      context: sampleContext(record, type, this.deps.appUrl),
    });
  }

  private async shopRecord(shop: AuthenticatedShop): Promise<ShopRecord> {
    const record = await this.deps.shops.get(shop);
    if (!record) throw notFound('shop');
    return record;
  }

  /** The domain's rules on the fields given; the first refused one answers 422 naming it. */
  private checked(type: CollectEmailType, template: Omit<EmailTemplateChanges, 'trigger_event'>): Partial<EmailTemplateSettings> {
    const { trigger_days: rawDays, ...rest } = template;
    const days = rawDays === undefined ? undefined : typeof rawDays === 'number' ? rawDays : Number(rawDays.trim() === '' ? NaN : rawDays);
    if (!hasTriggerDays(type)) {
      // An e-mail sent at once reads back with 0 days: the form may send that back, never another.
      if (days !== undefined && days !== 0) throw invalidInput('trigger_days', 'is not used by this e-mail: it is sent at once');
      return this.checkedChanges(type, rest);
    }
    return this.checkedChanges(type, days === undefined ? rest : { ...rest, trigger_days: days });
  }

  private checkedChanges(type: CollectEmailType, changes: Partial<EmailTemplateSettings>): Partial<EmailTemplateSettings> {
    const [problem] = emailTemplateProblems(type, changes);
    if (problem) throw invalidInput(problem.field, problemMessage(type, problem));
    return changes;
  }
}
