// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_API } from '../../support/review-api-paths';
import { getReviewAttributeAnswers } from '../../../src/contracts/review-attributes.contract';
import { getReviewModerationEvents } from '../../../src/contracts/reviews.contract';
import { TOKENS } from '../../../src/application/tokens';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { type ReviewAttributeAnswer } from '../../../src/domain/collect/review-attributes';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

const ARABIC_BODY = 'منتج رائع، أنصح به بشدة';
const OLD_REPLY = 'Thanks for the photos!';
const UNBROKEN = 'x'.repeat(400);

function renderReview(review: ReviewItem, answers: { answers: ReviewAttributeAnswer[] } = { answers: [] }) {
  const container = createTestContainer();
  let current = review;
  const api = container.get<FakeApiClient>(TOKENS.ApiClient);
  api
    .onGet(REVIEW_API.list, () => ({ list: [current], total: 1, total_capped: false, page: 1, page_size: 20 }))
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' })
    .onGet(REVIEW_API.one, () => current)
    .onGet(REVIEW_API.replyTemplate, { template: '' })
    .onGet(getReviewAttributeAnswers.path, answers)
    .onPost(REVIEW_API.update, (call: { body?: unknown }) => {
      const { changes } = call.body as { changes: { published?: boolean } };
      current = { ...current, published: changes.published ?? current.published };
      return { updated: 1 };
    })
    .onGet(getReviewModerationEvents.path, {
      list: [
        { id: 2, action: 'publish', reason: null, rating: 2, actor: 'api', at: '2026-11-03T09:00:00Z' },
        { id: 1, action: 'hide', reason: 'private_information', rating: 2, actor: 'merchant', at: '2026-11-02T09:00:00Z' },
      ],
      total: 2,
      page: 1,
      page_size: 20,
    })
    .onPost(REVIEW_API.deleteReply, () => {
      current = { ...current, reply: null };
      return current;
    })
    .onPost(REVIEW_API.reply, (call: { body?: unknown }) => {
      const { body, published } = call.body as { body: string; published: boolean };
      current = { ...current, reply: { body, published, replied_at: '2026-11-03T00:00:00Z' } };
      return current;
    });
  renderWithProviders(<ReviewListScreen />, { container, path: `/reviewList?id=${review.id}` });
  return { api, toaster: container.get<FakeToaster>(TOKENS.Toaster) };
}

const replied = () => reviewItem(7, { body: ARABIC_BODY, reply: { body: OLD_REPLY, published: true, replied_at: '2026-11-02T00:00:00Z' } });

describe('the review dialog', () => {
  it('unpublishes only with a neutral reason; a refusal shows inside the reason dialog, which closes once it is done', async () => {
    const { api } = renderReview(reviewItem(7, { published: true, rating: 2 }));
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    const reasons = await screen.findByRole('dialog', { name: 'Unpublish this review?' });
    const confirm = () => fireEvent.click(within(reasons).getByRole('button', { name: 'Unpublish' }));
    confirm();
    expect(await within(reasons).findByText('Choose a reason to continue.')).toBeTruthy();
    expect(api.callsTo('POST', REVIEW_API.update)).toHaveLength(0);
    const field = within(reasons).getByRole<HTMLSelectElement>('combobox', { name: 'Reason' });
    expect([...field.options].map((option) => option.value).filter(Boolean)).toHaveLength(8);
    fireEvent.change(field, { target: { value: 'private_information' } });
    api.fail('POST', REVIEW_API.update, 'Reviews are locked while an import runs');
    confirm();
    expect(await within(reasons).findByText('Reviews are locked while an import runs')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Unpublish this review?' })).toBeTruthy();
    api.onPost(REVIEW_API.update, { updated: 1 });
    confirm();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unpublish this review?' })).toBeNull());
    expect(api.callsTo('POST', REVIEW_API.update).at(-1)?.body).toEqual({ ids: [7], changes: { published: false }, reason: 'private_information' });
    // The review itself stays open.
    expect(screen.getByRole('dialog', { name: 'Review by Author 7' })).toBeTruthy();
  });

  it('deletes the review from its dialog after a reason', async () => {
    const { api } = renderReview(reviewItem(7, { published: true }));
    api.onPost(REVIEW_API.remove, { deleted: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const reasons = await screen.findByRole('dialog', { name: 'Delete this review?' });
    fireEvent.change(within(reasons).getByRole('combobox', { name: 'Reason' }), { target: { value: 'author_request' } });
    fireEvent.click(within(reasons).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST', REVIEW_API.remove)).toHaveLength(1));
    expect(api.callsTo('POST', REVIEW_API.remove)[0]?.body).toEqual({ ids: [7], reason: 'author_request' });
  });

  it('lists the moderation history: what, why, who and when', async () => {
    renderReview(reviewItem(7, { published: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Moderation history' }));
    const history = await screen.findByRole('dialog', { name: 'Moderation history' });
    await within(history).findByText('Contains private information');
    const rows = within(history).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('Published');
    expect(rows[1]).toContain('No reason given');
    expect(rows[1]).toContain('Public API');
    expect(rows[2]).toContain('Unpublished');
    expect(rows[2]).toContain('You (admin)');
  });

  it('lays out right-to-left text as such and wraps a long unbroken reply instead of widening the dialog', async () => {
    renderReview(reviewItem(7, { body: ARABIC_BODY, reply: { body: UNBROKEN, published: true, replied_at: null } }));
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    for (const text of [ARABIC_BODY, UNBROKEN]) {
      const shown = within(dialog).getByText(text);
      const block = shown.closest('[dir="auto"]') as HTMLElement;
      expect(block).not.toBeNull();
      expect(block.style.overflowWrap).toBe('anywhere');
    }
  });

  it('edits a reply with the caret after the old text, in a field that follows the text direction', async () => {
    renderReview(replied());
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit reply' }));
    const field = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe(OLD_REPLY);
    expect([field.selectionStart, field.selectionEnd]).toEqual([OLD_REPLY.length, OLD_REPLY.length]);
    expect(field.getAttribute('dir')).toBe('auto');
    expect(within(dialog).getByText(`${OLD_REPLY.length} of 5,000 characters`)).toBeTruthy();
  });

  it('keeps 10,000 pasted characters, says how many to remove, and will not save them', async () => {
    const { api } = renderReview(replied());
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit reply' }));
    const field = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' });
    fireEvent.change(field, { target: { value: 'y'.repeat(10_000) } });
    expect(field.value).toHaveLength(10_000);
    expect(field.getAttribute('maxlength')).toBeNull();
    expect(within(dialog).getByText('Remove 5,000 characters to save: the limit is 5,000.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save reply' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(api.callsTo('POST', REVIEW_API.reply)).toHaveLength(0);
  });

  it('asks before Esc drops a draft with unsaved text', async () => {
    renderReview(replied());
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit reply' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Reply' });
    fireEvent.change(field, { target: { value: `${OLD_REPLY} See you soon.` } });
    fireEvent.keyUp(document, { key: 'Escape', keyCode: 27 });
    expect(await within(dialog).findByText('Discard your reply draft?')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Review by Author 7' })).toBeTruthy();
    // The safe choice has the focus, so Enter keeps the draft.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep editing' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' }).value).toBe(`${OLD_REPLY} See you soon.`);
    fireEvent.keyUp(document, { key: 'Escape', keyCode: 27 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review by Author 7' })).toBeNull());
  });

  it('deletes a reply only after a confirmation, then offers Undo, which brings it back', async () => {
    const { api, toaster } = renderReview(replied());
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reply' }));
    expect(within(dialog).getByText('Delete this reply?')).toBeTruthy();
    expect(api.callsTo('POST', REVIEW_API.deleteReply)).toHaveLength(0);
    const confirmation = within(dialog).getByText('Delete this reply?').closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete reply' }));
    await waitFor(() => expect(api.callsTo('POST', REVIEW_API.deleteReply)).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reply' })).toBeTruthy());
    const toast = toaster.shown.at(-1);
    expect(toast).toMatchObject({ content: 'reviews:toast.replyDeleted', action: { content: 'reviews:toast.undo' } });
    act(() => toast?.action?.onAction());
    await waitFor(() => expect(within(dialog).getByText(OLD_REPLY)).toBeTruthy());
    expect(api.callsTo('POST', REVIEW_API.reply)[0]?.body).toEqual({ id: 7, body: OLD_REPLY, published: true });
  });
});

describe("the review dialog's answers to the review attributes", () => {
  it('shows the answers read-only, a scale as "n of 5"', async () => {
    renderReview(reviewItem(7, {}), {
      answers: [
        { attribute_id: 1, title: 'How does it fit?', kind: 'single_choice', value: 'True to size' },
        { attribute_id: 2, title: 'Quality', kind: 'scale', value: '4' },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 7' });
    expect(await within(dialog).findByText('Answers to your questions')).toBeTruthy();
    expect(within(dialog).getByText('How does it fit?')).toBeTruthy();
    expect(within(dialog).getByText('True to size')).toBeTruthy();
    expect(within(dialog).getByText('4 of 5')).toBeTruthy();
  });
});
