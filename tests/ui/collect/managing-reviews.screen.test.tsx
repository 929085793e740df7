// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReviewHandling, type ReviewHandlingAnswer, saveReviewHandling } from '../../../src/contracts/collect-manage.contract';
import { DEFAULT_REVIEW_HANDLING } from '../../../src/domain/collect/review-handling';
import { ManagingReviewsScreen } from '../../../src/ui/collect/managing-reviews.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const SAVED: ReviewHandlingAnswer = { ...DEFAULT_REVIEW_HANDLING, is_review_publish: '1', auto_publish_min_rating: 1 };

async function renderPage(initial: Partial<ReviewHandlingAnswer> = {}) {
  const container = createTestContainer();
  let stored: ReviewHandlingAnswer = { ...SAVED, ...initial };
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewHandling, () => stored)
    .on(saveReviewHandling, (changes) => (stored = { ...stored, ...changes }));
  renderWithProviders(<ManagingReviewsScreen />, { container, path: '/collect/managing_reviews' });
  await screen.findByRole('heading', { level: 1, name: 'Managing reviews' });
  await screen.findByRole('heading', { level: 2, name: 'Publishing' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ManagingReviewsScreen', () => {
  it('says reviews are never held for their rating, and saves only what changed', async () => {
    const { api, saveBar, user } = await renderPage();
    expect(screen.getByText(/never held or hidden because of their star rating/)).toBeTruthy();
    expect(screen.queryByText(/hold reviews under/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Publish reviews from review-request e-mails automatically' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveReviewHandling)).toEqual([{ email_review_publish: '2' }]);
  });

  it('adds hold words (comma-separated, each once) and removes one', async () => {
    const { api, saveBar, user } = await renderPage();
    const field = screen.getByRole('textbox', { name: 'Add a word or phrase' });
    await user.type(field, 'refund, Scam{Enter}');
    expect(screen.getByRole('list', { name: '2 hold words' })).toBeTruthy();
    await user.type(field, 'REFUND');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('That word is already in the list.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Scam' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveReviewHandling)).toEqual([{ hold_words: ['refund'] }]);
  });

  it('warns when the write-review settings hold by rating', async () => {
    await renderPage({ auto_publish_min_rating: 4 });
    expect(screen.getByText('Your write-review settings hold reviews under 4 stars')).toBeTruthy();
  });

  it('leads to Notifications for the new-review e-mail, with no switch or address of its own', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'New-review e-mail' })).toBeTruthy();
    expect(screen.getByText(/The e-mail you get about each new review, and the addresses it goes to, are set in Notifications\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Notifications' }).getAttribute('href')).toBe('/settings/notifications');
    expect(screen.queryByRole('checkbox', { name: 'E-mail me when a new review arrives' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Send to' })).toBeNull();
  });
});
