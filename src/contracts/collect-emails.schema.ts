import { z } from 'zod';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { ADMIN_LANGUAGES, isAdminLanguage } from '../domain/i18n/languages';
import { COLLECT_EMAIL_TYPES, REQUEST_TRIGGER_EVENTS } from '../domain/collect/collect-emails';
import { BODY_MAX_LENGTH, BUTTON_TEXT_MAX_LENGTH, HEADING_MAX_LENGTH, LOGO_URL_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../domain/collect/email-templates';
import { one, oneOf, quoted, text } from './fields';

/** The request schemas of collect-emails.contract.ts (docs/product/collect-emails.md). */

const color = z
  .string({ error: 'must be a colour as #RRGGBB' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB')
  .transform((value) => value.toLowerCase());
const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");
const emailType = oneOf(COLLECT_EMAIL_TYPES);
/** '' = the customer's language, else the shop's. */
const language = z
  .string({ error: 'must be text' })
  .superRefine((value, context) => {
    if (value !== '' && !isAdminLanguage(value)) context.addIssue({ code: 'custom', message: `${quoted(value)} is not one of '' (the customer's), ${ADMIN_LANGUAGES.join(', ')}` });
  });
/** An image the customer's mail client loads: an absolute https address, or '' for none. */
const logoUrl = text({ max: LOGO_URL_MAX_LENGTH }).refine((value) => value === '' || /^https:\/\/[^\s"'<>]+$/.test(value), 'must be an https address or empty');
/** Trigger days arrive as typed: the domain rule (1-89, emailTriggerTimeError) judges them in the use-case. */
const triggerDays = z.union([z.number(), z.string().max(20)], { error: 'must be a number of days' });

/** The template's fields; a text is checked for blanks and placeholders by the domain rule. */
export const emailTemplateFields = {
  is_enabled: flagValue.optional(),
  trigger_days: triggerDays.optional(),
  subject: text({ max: SUBJECT_MAX_LENGTH }).optional(),
  heading: text({ max: HEADING_MAX_LENGTH }).optional(),
  body: text({ max: BODY_MAX_LENGTH }).optional(),
  button_text: text({ max: BUTTON_TEXT_MAX_LENGTH }).optional(),
  language: language.optional(),
  logo_url: logoUrl.optional(),
  accent_color: color.optional(),
  button_text_color: color.optional(),
  background_color: color.optional(),
};

export const getEmailTemplateSettingRequest = z.object({ type: one(emailType) });

export const saveEmailTemplateSettingRequest = z.strictObject({
  type: emailType,
  ...emailTemplateFields,
  /** The request's clock: edited on the first request's screen only. */
  trigger_event: oneOf(REQUEST_TRIGGER_EVENTS).optional(),
});

/** The unsaved settings of the form, drawn whole: every field is given. */
export const previewEmailTemplateRequest = z.strictObject({
  type: emailType,
  settings: z.strictObject({
    ...emailTemplateFields,
    trigger_event: oneOf(REQUEST_TRIGGER_EVENTS).optional(),
  }),
});

export const sendTestEmailRequest = z.strictObject({
  type: emailType,
  /** Where to send it; the shop's own e-mail address when absent. */
  to: z.email({ error: 'must be an e-mail address' }).max(254, 'must be at most 254 characters').optional(),
  /** Unsaved settings to send as they look in the form; the saved template when absent. */
  settings: z.strictObject({ ...emailTemplateFields, trigger_event: oneOf(REQUEST_TRIGGER_EVENTS).optional() }).optional(),
});
