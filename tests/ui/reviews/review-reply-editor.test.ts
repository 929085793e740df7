import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_API } from '../../support/review-api-paths';
import { TOKENS } from '../../../src/application/tokens';
import { MAX_REPLY_LENGTH } from '../../../src/contracts/reviews.constants';
import { ReviewListViewModel } from '../../../src/ui/reviews/review-list.view-model';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { createTestContainer } from '../../support/test-container';
import { reviewById } from '../../support/fake-answers';
import { FACETS, reviewItem } from './review-fixtures';

const REPLY = { body: 'Thank you for the kind words', published: false, replied_at: '2026-11-02T00:00:00Z' };

function setup() {
  const di = createTestContainer();
  const api = di.get<FakeApiClient>(TOKENS.ApiClient);
  const replied = reviewItem(2, { reply: REPLY });
  let list = [reviewItem(1), replied];
  api
    .onGet(REVIEW_API.list, () => ({ list, total: list.length, total_capped: false, page: 1, page_size: 20 }))
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.one, reviewById(() => list))
    .onGet(REVIEW_API.replyTemplate, { template: '' })
    .onPost(REVIEW_API.deleteReply, () => {
      list = [reviewItem(1), reviewItem(2)];
      return reviewItem(2);
    })
    .onPost(REVIEW_API.reply, (call: { body?: unknown }) => {
      const { body, published } = call.body as { body: string; published: boolean };
      const saved = reviewItem(2, { reply: { body, published, replied_at: '2026-11-03T00:00:00Z' } });
      list = [reviewItem(1), saved];
      return saved;
    });
  const vm = di.get(ReviewListViewModel);
  return { vm, api, navigator: di.get<FakeNavigator>(TOKENS.Navigator), toaster: di.get<FakeToaster>(TOKENS.Toaster) };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the review reply editor', () => {
  it('keeps 10,000 pasted characters whole, says how far over the limit they are and will not save them', async () => {
    const { vm, api } = setup();
    vm.list.syncFromUrl('?id=1');
    await settle();
    await vm.reply.open();
    vm.reply.setDraft('x'.repeat(10_000));
    expect(vm.reply.draft).toHaveLength(10_000);
    expect(vm.reply.limit).toEqual({ length: 10_000, max: MAX_REPLY_LENGTH, over: 5000, isOver: true });
    expect(vm.reply.canSave).toBe(false);
    await vm.reply.save();
    expect(api.callsTo('POST', REVIEW_API.reply)).toHaveLength(0);
    vm.reply.setDraft('x'.repeat(MAX_REPLY_LENGTH));
    expect(vm.reply.canSave).toBe(true);
  });

  it('r on a replied review opens the old text and asks the view to put the caret after it', async () => {
    const { vm } = setup();
    vm.list.syncFromUrl('');
    await settle();
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('next');
    const before = vm.reply.caretRequest;
    vm.list.handleShortcut('reply');
    await settle();
    expect(vm.reply.draft).toBe(REPLY.body);
    expect(vm.reply.published).toBe(false);
    expect(vm.reply.caretRequest).toBeGreaterThan(before);
  });

  it('closing the review with unsaved text asks first; Keep editing keeps it, Discard closes', async () => {
    const { vm, navigator } = setup();
    vm.list.syncFromUrl('?id=2');
    await settle();
    await vm.reply.open();
    vm.closeReview();
    expect(vm.openId).toBeNull();

    vm.list.syncFromUrl('?id=2');
    await settle();
    await vm.reply.open();
    vm.reply.setDraft(`${REPLY.body}, and see you soon`);
    vm.closeReview();
    expect(vm.reply.confirmation).toBe('discardDraft');
    expect(vm.openId).toBe(2);
    vm.reply.dismissConfirmation();
    expect(vm.reply.draft).toBe(`${REPLY.body}, and see you soon`);
    vm.closeReview();
    vm.reply.confirmDiscard();
    expect(vm.openId).toBeNull();
    expect(vm.reply.isOpen).toBe(false);
    expect(navigator.path).toBe('/reviewList');
  });

  it('deletes a reply only once confirmed, then Undo in the toast restores its text and visibility', async () => {
    const { vm, api, toaster } = setup();
    vm.list.syncFromUrl('?id=2');
    await settle();
    vm.reply.requestDelete();
    expect(vm.reply.confirmation).toBe('deleteReply');
    expect(api.callsTo('POST', REVIEW_API.deleteReply)).toHaveLength(0);
    vm.reply.dismissConfirmation();
    vm.reply.requestDelete();
    await vm.reply.confirmDelete();
    expect(api.callsTo('POST', REVIEW_API.deleteReply)[0]?.body).toEqual({ id: 2 });
    expect(vm.detail?.reply).toBeNull();
    const toast = toaster.shown.at(-1);
    expect(toast?.content).toBe('reviews:toast.replyDeleted');
    expect(toast?.action?.content).toBe('reviews:toast.undo');
    toast?.action?.onAction();
    await settle();
    expect(api.callsTo('POST', REVIEW_API.reply)[0]?.body).toEqual({ id: 2, body: REPLY.body, published: false });
    expect(vm.detail?.reply?.body).toBe(REPLY.body);
    expect(toaster.contents.at(-1)).toBe('reviews:toast.replyRestored');
  });
});
