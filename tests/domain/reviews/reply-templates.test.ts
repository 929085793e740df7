import { describe, expect, it } from 'vitest';
import {
  fillReplyTemplate,
  readReplyTemplates,
  REPLY_TEMPLATE_BODY_MAX_LENGTH,
  REPLY_TEMPLATE_NAME_MAX_LENGTH,
  REPLY_TEMPLATES_MAX,
  replyPlaceholderValues,
  replyTemplateProblems,
  unknownPlaceholders,
} from '../../../src/domain/reviews/reply-templates';

const review = { author_name: ' Zoë ', product_title: 'Blue mug', rating: 5, title: 'Lovely', is_store_review: false };

describe('reply templates', () => {
  it('fills the placeholders from the review and the shop', () => {
    const values = replyPlaceholderValues(review, 'Acme');
    expect(fillReplyTemplate('Thanks {{customer_name}} for reviewing {{ product_name }} at {{shop_name}}!', values)).toBe(
      'Thanks Zoë for reviewing Blue mug at Acme!',
    );
  });

  it('keeps the older names working and leaves unknown placeholders as written', () => {
    const values = replyPlaceholderValues(review, 'Acme');
    expect(fillReplyTemplate('{{author_name}} {{product_title}} {{rating}} "{{review_title}}" {{unknown}} {{ Customer_Name }}', values)).toBe(
      'Zoë Blue mug 5 "Lovely" {{unknown}} {{ Customer_Name }}',
    );
    expect(fillReplyTemplate('{{constructor}} {{toString}}', values)).toBe('{{constructor}} {{toString}}');
  });

  it('names the shop as the product of a store review', () => {
    expect(replyPlaceholderValues({ ...review, is_store_review: true }, 'Acme').product_name).toBe('Acme');
  });

  it('inserts values as plain text, never as further placeholders or markup', () => {
    const values = replyPlaceholderValues({ ...review, author_name: '{{shop_name}}<b>' }, 'Acme');
    expect(fillReplyTemplate('Hi {{customer_name}}', values)).toBe('Hi {{shop_name}}<b>');
  });

  it('lists unknown placeholders once', () => {
    expect(unknownPlaceholders('{{customer_name}} {{nme}} {{nme}} {{rating}} {{x}}')).toEqual(['nme', 'x']);
  });

  it('names each problem of a template', () => {
    const ok = { id: 'a', name: 'Thanks', body: 'Thank you!' };
    expect(replyTemplateProblems(ok, [ok])).toEqual([]);
    expect(replyTemplateProblems({ id: 'b', name: ' ', body: ' ' }, [])).toEqual(['nameRequired', 'bodyRequired']);
    expect(replyTemplateProblems({ id: 'b', name: ' thanks ', body: 'x' }, [ok])).toEqual(['nameTaken']);
    expect(
      replyTemplateProblems({ id: 'b', name: 'n'.repeat(REPLY_TEMPLATE_NAME_MAX_LENGTH + 1), body: 'b'.repeat(REPLY_TEMPLATE_BODY_MAX_LENGTH + 1) }, []),
    ).toEqual(['nameTooLong', 'bodyTooLong']);
  });

  it('reads only well-formed stored templates, each id once, at most the maximum', () => {
    expect(readReplyTemplates(null)).toEqual([]);
    expect(readReplyTemplates({ templates: 'x' })).toEqual([]);
    expect(
      readReplyTemplates({
        templates: [{ id: 'a', name: 'A', body: 'a' }, null, { id: 'a', name: 'dup', body: '' }, { id: 'BAD ID', name: 'B', body: 'b' }, { id: 'c', name: 3, body: 'c' }],
      }),
    ).toEqual([{ id: 'a', name: 'A', body: 'a' }]);
    const many = Array.from({ length: REPLY_TEMPLATES_MAX + 5 }, (_, index) => ({ id: `t${index}`, name: `T${index}`, body: 'b' }));
    expect(readReplyTemplates({ templates: many })).toHaveLength(REPLY_TEMPLATES_MAX);
  });
});
