import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReplyTemplates, type ReplyTemplatesAnswer } from '../../../src/contracts/collect-manage.contract';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { ReviewListViewModel } from '../../../src/ui/reviews/review-list.view-model';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { reviewById } from '../../support/fake-answers';
import { REVIEW_API } from '../../support/review-api-paths';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

const TEMPLATES: ReplyTemplatesAnswer = {
  templates: [
    { id: 'thanks', name: 'Thanks', body: 'Thank you {{customer_name}} for reviewing {{product_name}}! — {{shop_name}}' },
    { id: 'sorry', name: 'Sorry', body: 'Sorry, {{customer_name}}. {{nope}}' },
  ],
  shop_name: 'Acme',
};

function setup(templates: ReplyTemplatesAnswer | Error = TEMPLATES) {
  const di = createTestContainer();
  const api = di.get<FakeApiClient>(TOKENS.ApiClient);
  const list = [reviewItem(1), reviewItem(2, { product_id: STORE_REVIEW_PRODUCT_ID, product_title: '' })];
  api
    .onGet(REVIEW_API.list, () => ({ list, total: list.length, total_capped: false, page: 1, page_size: 20 }))
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.one, reviewById(() => list))
    .onGet(REVIEW_API.replyTemplate, { template: '' })
    .onGet(getReplyTemplates.path, () => {
      if (templates instanceof Error) throw templates;
      return templates;
    });
  return { vm: di.get(ReviewListViewModel) };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the reply editor\'s "Insert template" picker', () => {
  it('fills the reply with the template, placeholders taken from the open review, and leaves it editable', async () => {
    const { vm } = setup();
    vm.list.syncFromUrl('?id=1');
    await settle();
    await vm.reply.open();
    await settle();
    expect(vm.reply.templates.map((template) => template.name)).toEqual(['Thanks', 'Sorry']);
    const caret = vm.reply.caretRequest;
    vm.reply.insertTemplate('thanks');
    expect(vm.reply.draft).toBe('Thank you Author 1 for reviewing Linen shirt! — Acme');
    expect(vm.reply.caretRequest).toBeGreaterThan(caret);
    expect(vm.reply.hasUnsavedText).toBe(true);
    vm.reply.setDraft(`${vm.reply.draft} See you soon.`);
    expect(vm.reply.draft).toBe('Thank you Author 1 for reviewing Linen shirt! — Acme See you soon.');
    vm.reply.insertTemplate('sorry');
    expect(vm.reply.draft).toBe('Sorry, Author 1. {{nope}}');
  });

  it('names the shop as the product of a store review, and ignores an unknown template', async () => {
    const { vm } = setup();
    vm.list.syncFromUrl('?id=2');
    await settle();
    await vm.reply.open();
    await settle();
    vm.reply.insertTemplate('thanks');
    expect(vm.reply.draft).toBe('Thank you Author 2 for reviewing Acme! — Acme');
    vm.reply.insertTemplate('gone');
    expect(vm.reply.draft).toBe('Thank you Author 2 for reviewing Acme! — Acme');
  });

  it('offers no templates when they cannot be read; the editor still works', async () => {
    const { vm } = setup(new Error('down'));
    vm.list.syncFromUrl('?id=1');
    await settle();
    await vm.reply.open();
    await settle();
    expect(vm.reply.isOpen).toBe(true);
    expect(vm.reply.templates).toEqual([]);
  });
});
