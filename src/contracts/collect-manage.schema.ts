import { z } from 'zod';
import { HOLD_WORD_MAX_LENGTH, HOLD_WORDS_MAX, normalizeHoldWords } from '../domain/collect/review-handling';
import { REPLY_TEMPLATE_BODY_MAX_LENGTH, REPLY_TEMPLATE_ID_PATTERN, REPLY_TEMPLATE_NAME_MAX_LENGTH, REPLY_TEMPLATES_MAX } from '../domain/reviews/reply-templates';
import { FLAG_OFF, FLAG_ON } from '../domain/shop/flag-value';
import { oneOf, text } from './fields';

/** The request schemas of collect-manage.contract.ts. */

const replyTemplate = z.strictObject({
  id: z.string({ error: 'is required' }).regex(REPLY_TEMPLATE_ID_PATTERN, 'must be 1-40 lower-case letters, digits or dashes'),
  name: text({ min: 1, max: REPLY_TEMPLATE_NAME_MAX_LENGTH }),
  body: text({ min: 1, max: REPLY_TEMPLATE_BODY_MAX_LENGTH }),
});

export const saveReplyTemplatesRequest = z.strictObject({
  templates: z
    .array(replyTemplate, { error: 'must be a list of templates' })
    .max(REPLY_TEMPLATES_MAX, `must hold at most ${REPLY_TEMPLATES_MAX} templates`)
    .superRefine((templates, context) => {
      const ids = new Set<string>();
      const names = new Set<string>();
      templates.forEach((template, index) => {
        if (ids.has(template.id)) context.addIssue({ code: 'custom', message: 'is used by another template', path: [index, 'id'] });
        const name = template.name.toLowerCase();
        if (names.has(name)) context.addIssue({ code: 'custom', message: 'is used by another template', path: [index, 'name'] });
        ids.add(template.id);
        names.add(name);
      });
    }),
});

const flagValue = oneOf([FLAG_ON, FLAG_OFF], "'1' (on), '2' (off)");

export const saveReviewHandlingRequest = z
  .strictObject({
    is_review_publish: flagValue.optional(),
    email_review_publish: flagValue.optional(),
    hold_words: z
      .array(text({ min: 1, max: HOLD_WORD_MAX_LENGTH }), { error: 'must be a list of words' })
      .max(HOLD_WORDS_MAX, `must hold at most ${HOLD_WORDS_MAX} words`)
      .transform((words) => [...normalizeHoldWords(words)])
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one setting');
