import { describe, expect, it } from 'vitest';
import { COLLECT_EMAIL_WORDS } from '../../../src/domain/collect/collect-email-words';
import { COLLECT_EMAIL_TYPES, DEFAULT_EMAIL_ENABLED, DEFAULT_TRIGGER_DAYS } from '../../../src/domain/collect/collect-emails';
import {
  defaultEmailTemplate,
  defaultEmailTexts,
  EMAIL_PLACEHOLDERS,
  EMAIL_TEXT_FIELDS,
  emailLanguage,
  emailTemplateProblems,
  fillPlaceholders,
  hasTriggerDays,
  isCollectEmailType,
  placeholderToken,
  requestScheduleFrom,
  unknownPlaceholder,
} from '../../../src/domain/collect/email-templates';
import { ADMIN_LANGUAGES } from '../../../src/domain/i18n/languages';
import { FLAG_OFF, FLAG_ON } from '../../../src/domain/shop/flag-value';

const placeholdersIn = (text: string) => [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1]);

describe('collect e-mail placeholders', () => {
  it('lets every e-mail say who, where and what; only the discount mail its code and value', () => {
    expect(EMAIL_PLACEHOLDERS.request_1).toEqual(['customer_name', 'shop_name', 'order_number', 'product_name']);
    expect(EMAIL_PLACEHOLDERS.review_discount).toEqual(expect.arrayContaining(['discount_code', 'discount_value', 'Discount_amount', 'currency']));
    expect(unknownPlaceholder('request_1', 'Hi {{ customer_name }}, your {{discount_code}}')).toBe('discount_code');
    expect(unknownPlaceholder('review_discount', '{{currency}}{{Discount_amount}} off, code {{discount_code}}')).toBeNull();
    // The spelling is exact, as the discount templates' rule has it.
    expect(unknownPlaceholder('review_discount', '{{discount_amount}}')).toBe('discount_amount');
    expect(unknownPlaceholder('request_2', 'no placeholder, {single} braces')).toBeNull();
    expect(unknownPlaceholder('request_2', 'empty {{}} braces')).toBe('');
    expect(placeholderToken('shop_name')).toBe('{{shop_name}}');
  });

  it('fills the known placeholders as plain text and leaves others as written', () => {
    expect(fillPlaceholders('Hi {{ customer_name }} from {{shop_name}} {{other}}', { customer_name: '<b>Ann</b>', shop_name: '$& Co' })).toBe('Hi <b>Ann</b> from $& Co {{other}}');
  });

  it('tells the e-mail types apart from other words', () => {
    expect(COLLECT_EMAIL_TYPES.every(isCollectEmailType)).toBe(true);
    expect(isCollectEmailType('request_4')).toBe(false);
    expect(isCollectEmailType(1)).toBe(false);
  });
});

describe('the template rule', () => {
  it('refuses a blank subject, a blank text, a too long one and an unknown placeholder, naming the field', () => {
    expect(emailTemplateProblems('request_1', { subject: '  ', heading: '', body: 'Hi {{nickname}}', button_text: 'x'.repeat(61) })).toEqual([
      { field: 'subject', key: 'subjectRequired', values: {} },
      { field: 'heading', key: 'textRequired', values: {} },
      { field: 'body', key: 'unknownPlaceholder', values: { name: 'nickname' } },
      { field: 'button_text', key: 'tooLong', values: { max: 60 } },
    ]);
    expect(emailTemplateProblems('request_1', {})).toEqual([]);
  });

  it('takes trigger days of 1 to 89 by the domain rule; 90 and over is emailTriggerTimeError', () => {
    expect(emailTemplateProblems('request_1', { trigger_days: 1 })).toEqual([]);
    expect(emailTemplateProblems('request_2', { trigger_days: 89 })).toEqual([]);
    for (const days of [0, 90, 120, 2.5, Number.NaN]) {
      expect(emailTemplateProblems('request_1', { trigger_days: days })).toEqual([{ field: 'trigger_days', key: 'emailTriggerTimeError', values: { max: 90 } }]);
    }
    // The update-review and discount mails follow their event at once: no days to judge.
    expect(hasTriggerDays('update_review')).toBe(false);
    expect(hasTriggerDays('photo_video_reminder')).toBe(true);
    expect(emailTemplateProblems('review_discount', { trigger_days: 500 })).toEqual([]);
  });
});

describe('defaults', () => {
  it('has every text of every e-mail in all 20 languages, non-blank, with only the e-mail’s own placeholders', () => {
    for (const language of ADMIN_LANGUAGES) {
      const words = COLLECT_EMAIL_WORDS[language];
      for (const type of COLLECT_EMAIL_TYPES) {
        const texts = defaultEmailTexts(type, language);
        expect(emailTemplateProblems(type, texts), `${language} ${type}`).toEqual([]);
        if (language !== 'en') expect(texts.body, `${language} ${type} is translated`).not.toBe(defaultEmailTexts(type, 'en').body);
        // Each placeholder of the English text is said in the translation too.
        for (const field of EMAIL_TEXT_FIELDS) expect(new Set(placeholdersIn(texts[field])), `${language} ${type} ${field}`).toEqual(new Set(placeholdersIn(defaultEmailTexts(type, 'en')[field])));
      }
      expect(placeholdersIn(words.starLabel)).toEqual(['n']);
      expect(placeholdersIn(words.rateProduct)).toEqual(['product_name']);
      expect(placeholdersIn(words.footer)).toEqual(['shop_name']);
      expect(words.unsubscribe.trim()).not.toBe('');
      expect(words.discountCode.trim()).not.toBe('');
    }
  });

  it('starts with the request on, the reminders off, and the domain’s days and colours', () => {
    for (const type of COLLECT_EMAIL_TYPES) {
      const template = defaultEmailTemplate(type, 'de');
      expect(template).toMatchObject({ is_enabled: DEFAULT_EMAIL_ENABLED[type], trigger_days: DEFAULT_TRIGGER_DAYS[type], language: '', logo_url: '', subject: defaultEmailTexts(type, 'de').subject });
    }
  });
});

describe('the e-mail language', () => {
  it('is the template’s when chosen, else the customer’s when supported, else the shop’s', () => {
    expect(emailLanguage('fr', 'de-DE', 'en')).toBe('fr');
    expect(emailLanguage('', 'de-AT', 'en')).toBe('de');
    expect(emailLanguage('', 'pt-BR', 'fr')).toBe('pt');
    expect(emailLanguage('', 'en-GB', 'fr')).toBe('en');
    expect(emailLanguage('', 'xx', 'fr')).toBe('fr');
    expect(emailLanguage('', null, 'ja')).toBe('ja');
    expect(emailLanguage('klingon', null, 'ja')).toBe('ja');
  });
});

describe('the request schedule', () => {
  const step = (on: boolean, days: number) => ({ is_enabled: on ? FLAG_ON : FLAG_OFF, trigger_days: days }) as const;

  it('lists the enabled steps in order with their days', () => {
    expect(
      requestScheduleFrom({ request_1: step(true, 7), request_2: step(false, 5), request_3: step(true, 9), photo_video_reminder: step(true, 4) }, 'delivered'),
    ).toEqual({
      triggerEvent: 'delivered',
      steps: [
        { step: 1, days: 7 },
        { step: 3, days: 9 },
      ],
      photoReminderDays: 4,
    });
  });

  it('has no step at all while the request itself is off', () => {
    expect(
      requestScheduleFrom({ request_1: step(false, 7), request_2: step(true, 5), request_3: step(true, 9), photo_video_reminder: step(false, 3) }, 'fulfilled'),
    ).toEqual({ triggerEvent: 'fulfilled', steps: [], photoReminderDays: null });
  });
});

