// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { type FeedbackBoardAnswer, getFeedbackBoard } from '../../../src/contracts/feedback-board.contract';
import { FeedbackBoardScreen } from '../../../src/ui/settings/feedback-board.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const BOARD = 'https://feedback.example.com/board?ssoToken=signed-identity';

function renderFeedbackPage(answer: FeedbackBoardAnswer) {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getFeedbackBoard, answer);
  renderWithProviders(<FeedbackBoardScreen />, { container, path: '/settings/canny' });
  return { api, user: userEvent.setup(), messaging: container.get<FakeCustomerMessaging>(TOKENS.CustomerMessaging) };
}

describe('FeedbackBoardScreen', () => {
  it('opens the board in a new tab with the signed identity, and asks for a fresh one once it opened', async () => {
    const { api, user } = renderFeedbackPage({ configured: true, url: BOARD, expires_at: '2026-03-01T10:10:00.000Z' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feature requests' })).toBeTruthy();
    const open = await screen.findByRole('link', { name: 'Open feedback board' });
    expect(open.getAttribute('href')).toBe(BOARD);
    expect(open.getAttribute('target')).toBe('_blank');
    const before = api.callsTo(getFeedbackBoard).length;
    await user.click(open);
    await waitFor(() => expect(api.callsTo(getFeedbackBoard).length).toBe(before + 1));
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says plainly when no board is configured, what it is for, and leads to support', async () => {
    const { user, messaging } = renderFeedbackPage({ configured: false });
    expect(await screen.findByRole('heading', { name: 'No feedback board here yet' })).toBeTruthy();
    expect(screen.getByText(/Suggest what Starling Reviews should do next/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open feedback board' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(messaging.chats).toHaveLength(1);
  });
});
