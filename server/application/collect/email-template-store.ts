import {
  REQUEST_TRIGGER_EVENTS,
  type CollectEmailType,
  type EmailTemplateSettings,
  type RequestTriggerEvent,
} from '../../../src/domain/collect/collect-emails';
import {
  DEFAULT_REQUEST_TRIGGER_EVENT,
  defaultEmailTemplate,
  defaultEmailTexts,
  EMAIL_TEXT_FIELDS,
  emailTemplateProblems,
  type EmailTextField,
} from '../../../src/domain/collect/email-templates';
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../../src/domain/i18n/languages';
import { parseShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { colorField, documentOverDefaults, flagField, oneOfField, textField, type FieldReader } from '../../../src/domain/storefront/settings-document';
import { readJsonRecord } from '../../../src/domain/shared/server-values';
import { validateEmailTriggerTime } from '../../../src/domain/validation/email-trigger-time';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * Where the collect e-mails' templates are kept (docs/product/collect-emails.md#settings): one
 * shop_documents document per e-mail type, over the domain's defaults, and one for the collect
 * settings beside them (the request's trigger event). A text the merchant never changed is not
 * stored: it is the default in the language each e-mail is written in.
 */

export function emailTemplateDocument(type: CollectEmailType): string {
  return `collect_email_${type}`;
}

export const COLLECT_EMAIL_SETTINGS_DOCUMENT = 'collect_email_settings';

const nonBlankText = (type: CollectEmailType, field: EmailTextField): FieldReader<string> =>
  textField((text) => emailTemplateProblems(type, { [field]: text }).length === 0);

/** The stored document over the defaults in `language`; a stored value the rules refuse keeps its default. */
export function emailTemplateFrom(type: CollectEmailType, stored: unknown, language: AdminLanguage): EmailTemplateSettings {
  return documentOverDefaults(defaultEmailTemplate(type, language), stored, {
    is_enabled: flagField,
    trigger_days: (value) => (typeof value === 'number' && validateEmailTriggerTime(value).ok ? value : undefined),
    subject: nonBlankText(type, 'subject'),
    heading: nonBlankText(type, 'heading'),
    body: nonBlankText(type, 'body'),
    button_text: nonBlankText(type, 'button_text'),
    language: oneOfField<string>(['', ...ADMIN_LANGUAGES]),
    logo_url: textField((text) => text === '' || text.startsWith('https://')),
    accent_color: colorField,
    button_text_color: colorField,
    background_color: colorField,
  });
}

/** The template's own language, '' when it follows the customer. */
export function storedLanguage(stored: unknown): string {
  const language = readJsonRecord(stored)?.language;
  return typeof language === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(language) ? language : '';
}

/** Texts equal to their default in `language` are stored as "the default" (null): they follow each e-mail's language. */
export function textsToStore(type: CollectEmailType, changes: Partial<EmailTemplateSettings>, language: AdminLanguage): Record<string, unknown> {
  const defaults = defaultEmailTexts(type, language);
  const stored: Record<string, unknown> = { ...changes };
  for (const field of EMAIL_TEXT_FIELDS) {
    const text = changes[field];
    if (text !== undefined && text === defaults[field]) stored[field] = null;
  }
  return stored;
}

export class EmailTemplateStore {
  constructor(private readonly settings: SettingsRepository) {}

  readStored(shop: AuthenticatedShop, type: CollectEmailType): Promise<unknown> {
    return this.settings.readDocument(shop, emailTemplateDocument(type));
  }

  /** The shop's language: the one the merchant chose for the admin (/settings/language). */
  async shopLanguage(shop: AuthenticatedShop): Promise<AdminLanguage> {
    return parseShopConfig(await this.settings.readEntries(shop, 'shop_config')).backendLang;
  }

  async triggerEvent(shop: AuthenticatedShop): Promise<RequestTriggerEvent> {
    const stored = readJsonRecord(await this.settings.readDocument(shop, COLLECT_EMAIL_SETTINGS_DOCUMENT))?.trigger_event;
    return REQUEST_TRIGGER_EVENTS.find((event) => event === stored) ?? DEFAULT_REQUEST_TRIGGER_EVENT;
  }
}
