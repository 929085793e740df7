import { FLAG_ON } from '../shop/flag-value';
import { type AdminLanguage, isAdminLanguage, resolveAdminLanguage } from '../i18n/languages';
import { validateEmailTriggerTime } from '../validation/email-trigger-time';
import {
  COLLECT_EMAIL_TYPES,
  DEFAULT_EMAIL_ENABLED,
  DEFAULT_TRIGGER_DAYS,
  isReferralInviteType,
  REVIEW_REQUEST_STEPS,
  type CollectEmailType,
  type EmailTemplateSettings,
  type RequestSchedule,
  type RequestTriggerEvent,
  requestEmailType,
} from './collect-emails';
import { COLLECT_EMAIL_WORDS } from './collect-email-words';
import { ADVOCATE_REWARD_WORDS } from '../referrals/advocate-email-words';
import { REFERRAL_INVITE_WORDS } from './referral-invite-words';

/**
 * The rules of the collect e-mails' templates (docs/product/collect-emails.md): which placeholders
 * each e-mail fills, what a template may hold, its defaults in the customer's language, and the
 * request schedule read from the three request templates.
 */

export const SUBJECT_MAX_LENGTH = 200;
export const HEADING_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 5000;
export const BUTTON_TEXT_MAX_LENGTH = 60;
export const LOGO_URL_MAX_LENGTH = 2000;

/** The e-mail's text fields: each may hold the e-mail's placeholders. */
export const EMAIL_TEXT_FIELDS = ['subject', 'heading', 'body', 'button_text'] as const;
export type EmailTextField = (typeof EMAIL_TEXT_FIELDS)[number];
export type EmailTexts = Readonly<Record<EmailTextField, string>>;

export const EMAIL_COLOR_FIELDS = ['accent_color', 'button_text_color', 'background_color'] as const;

/** What every collect e-mail can say about the order it follows. */
const ORDER_PLACEHOLDERS = ['customer_name', 'shop_name', 'order_number', 'product_name'] as const;
/** The discount mail adds its code and value; {{Discount_amount}} and {{currency}} as the discount templates fill them. */
const DISCOUNT_PLACEHOLDERS = ['discount_code', 'discount_value', 'Discount_amount', 'currency'] as const;
/** The advocate's reward (docs/product/referrals.md#reward-e-mail): the advocate's name, the shop and the reward; the friend stays unnamed. */
const ADVOCATE_REWARD_PLACEHOLDERS = ['customer_name', 'shop_name', ...DISCOUNT_PLACEHOLDERS] as const;
/** The referral invite: the customer's personal share link and the friend's reward ("10%", "€5.00"). */
const REFERRAL_INVITE_PLACEHOLDERS = ['customer_name', 'shop_name', 'share_link', 'friend_reward'] as const;

export const EMAIL_PLACEHOLDERS: Readonly<Record<CollectEmailType, readonly string[]>> = {
  request_1: ORDER_PLACEHOLDERS,
  request_2: ORDER_PLACEHOLDERS,
  request_3: ORDER_PLACEHOLDERS,
  photo_video_reminder: ORDER_PLACEHOLDERS,
  update_review: ORDER_PLACEHOLDERS,
  review_discount: [...ORDER_PLACEHOLDERS, ...DISCOUNT_PLACEHOLDERS],
  advocate_reward: ADVOCATE_REWARD_PLACEHOLDERS,
  referral_invite_review: REFERRAL_INVITE_PLACEHOLDERS,
  referral_invite_order: REFERRAL_INVITE_PLACEHOLDERS,
};

/** The e-mails that hand the customer a discount code: its box, and a button to the shop rather than a review form. */
export function carriesDiscountCode(type: CollectEmailType): boolean {
  return type === 'review_discount' || type === 'advocate_reward';
}

/**
 * E-mails a customer may unsubscribe from. A discount the customer earned (by a review, or a
 * friend's order for an advocate) is theirs: it is sent to an unsubscribed address too, without
 * an unsubscribe link (docs/product/collect-mail.md#unsubscribe).
 */
export function isMarketingEmail(type: CollectEmailType): boolean {
  return !carriesDiscountCode(type);
}

/** `{{ name }}`: a placeholder as merchants write it (spaces inside the braces allowed). */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function placeholderToken(name: string): string {
  return `{{${name}}}`;
}

export function isCollectEmailType(value: unknown): value is CollectEmailType {
  return typeof value === 'string' && (COLLECT_EMAIL_TYPES as readonly string[]).includes(value);
}

/** The first placeholder of `text` the e-mail does not fill, or null. */
export function unknownPlaceholder(type: CollectEmailType, text: string): string | null {
  const known = EMAIL_PLACEHOLDERS[type];
  for (const match of text.matchAll(PLACEHOLDER)) {
    // The group always takes part in a match: '' for `{{}}`.
    const name = String(match[1]);
    if (!known.includes(name)) return name;
  }
  return null;
}

/** Fills every known placeholder; the result is plain text, which the renderer escapes as a whole. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (token, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : token));
}

export type EmailTemplateProblemKey = 'emailTriggerTimeError' | 'subjectRequired' | 'textRequired' | 'unknownPlaceholder' | 'tooLong';

export interface EmailTemplateProblem {
  readonly field: keyof EmailTemplateSettings;
  readonly key: EmailTemplateProblemKey;
  readonly values: Readonly<Record<string, string | number>>;
}

const TEXT_LIMITS: Readonly<Record<EmailTextField, number>> = {
  subject: SUBJECT_MAX_LENGTH,
  heading: HEADING_MAX_LENGTH,
  body: BODY_MAX_LENGTH,
  button_text: BUTTON_TEXT_MAX_LENGTH,
};

/** E-mails sent at once after an event: their trigger days are not the merchant's to set. */
export function hasTriggerDays(type: CollectEmailType): boolean {
  return DEFAULT_TRIGGER_DAYS[type] > 0;
}

/**
 * What is wrong with (part of) a template, field by field: a blank or too long text, a placeholder
 * the e-mail does not fill, trigger days outside 1-89 (emailTriggerTimeError).
 */
export function emailTemplateProblems(type: CollectEmailType, settings: Partial<EmailTemplateSettings>): EmailTemplateProblem[] {
  const problems: EmailTemplateProblem[] = [];
  for (const field of EMAIL_TEXT_FIELDS) {
    const text = settings[field];
    if (text === undefined) continue;
    if (text.trim() === '') {
      problems.push({ field, key: field === 'subject' ? 'subjectRequired' : 'textRequired', values: {} });
      continue;
    }
    if (text.length > TEXT_LIMITS[field]) problems.push({ field, key: 'tooLong', values: { max: TEXT_LIMITS[field] } });
    const unknown = unknownPlaceholder(type, text);
    if (unknown !== null) problems.push({ field, key: 'unknownPlaceholder', values: { name: unknown } });
  }
  if (settings.trigger_days !== undefined && hasTriggerDays(type)) {
    const result = validateEmailTriggerTime(settings.trigger_days);
    if (!result.ok) problems.push({ field: 'trigger_days', key: result.key, values: result.values });
  }
  return problems;
}

/**
 * The language an e-mail is written in: the template's when the merchant chose one, else the
 * customer's when the order says a supported one, else the shop's.
 */
export function emailLanguage(templateLanguage: string, customerLanguage: string | null, shopLanguage: AdminLanguage): AdminLanguage {
  if (isAdminLanguage(templateLanguage)) return templateLanguage;
  if (customerLanguage) {
    const resolved = resolveAdminLanguage(customerLanguage);
    // resolveAdminLanguage answers English for what it does not know: only an English order means English.
    if (resolved !== 'en' || customerLanguage.trim().toLowerCase().startsWith('en')) return resolved;
  }
  return shopLanguage;
}

export function defaultEmailTexts(type: CollectEmailType, language: AdminLanguage): EmailTexts {
  if (type === 'advocate_reward') return ADVOCATE_REWARD_WORDS[language];
  return isReferralInviteType(type) ? REFERRAL_INVITE_WORDS[language] : COLLECT_EMAIL_WORDS[language].templates[type];
}

export const DEFAULT_EMAIL_COLORS = { accent_color: '#1f2124', button_text_color: '#ffffff', background_color: '#f4f4f4' } as const;

/** A template before the merchant changed anything, in `language`. */
export function defaultEmailTemplate(type: CollectEmailType, language: AdminLanguage): EmailTemplateSettings {
  return {
    is_enabled: DEFAULT_EMAIL_ENABLED[type],
    trigger_days: DEFAULT_TRIGGER_DAYS[type],
    ...defaultEmailTexts(type, language),
    language: '',
    logo_url: '',
    ...DEFAULT_EMAIL_COLORS,
  };
}

/**
 * The request's schedule from its three templates: the enabled steps in order with their days;
 * with step 1 off nothing is sent, so no step at all. The photo/video reminder's days ride along
 * (null while it is off).
 */
export function requestScheduleFrom(
  templates: Readonly<Record<'request_1' | 'request_2' | 'request_3' | 'photo_video_reminder', Pick<EmailTemplateSettings, 'is_enabled' | 'trigger_days'>>>,
  triggerEvent: RequestTriggerEvent,
): RequestSchedule {
  const photo = templates.photo_video_reminder;
  const photoReminderDays = photo.is_enabled === FLAG_ON ? photo.trigger_days : null;
  if (templates.request_1.is_enabled !== FLAG_ON) return { triggerEvent, steps: [], photoReminderDays };
  const steps = REVIEW_REQUEST_STEPS.filter((step) => templates[requestEmailType(step) as 'request_1'].is_enabled === FLAG_ON).map((step) => ({
    step,
    days: templates[requestEmailType(step) as 'request_1'].trigger_days,
  }));
  return { triggerEvent, steps, photoReminderDays };
}

export const DEFAULT_REQUEST_TRIGGER_EVENT: RequestTriggerEvent = 'fulfilled';

/** A template as the admin edits it: the request's trigger event beside it (shared by the three request steps). */
export interface EmailTemplateSetting extends EmailTemplateSettings {
  readonly trigger_event: RequestTriggerEvent;
}

/** The sample order a test e-mail and the preview are filled with. */
export const SAMPLE_ORDER = {
  customerName: 'Alex',
  orderName: '#1001',
  customerEmail: 'customer@example.com',
  products: ['Linen apron', 'Ceramic mug'],
  discountValue: '15%',
  discountCode: 'THANKS-7Q2X',
  /** The invite's sample: a friend's reward and a share code that leads nowhere. */
  friendReward: '10%',
  referralCode: 'sample',
} as const;
