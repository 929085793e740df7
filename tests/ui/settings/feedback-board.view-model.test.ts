import { describe, expect, it } from 'vitest';
import { getFeedbackBoard } from '../../../src/contracts/feedback-board.contract';
import { FeedbackBoardViewModel } from '../../../src/ui/settings/feedback-board.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';

const signed = (token: string) => ({ configured: true as const, url: `https://feedback.example.com/board?ssoToken=${token}`, expires_at: '2026-03-01T10:10:00.000Z' });

function createViewModel(client = new FakeContractClient()) {
  const messaging = new FakeCustomerMessaging();
  return { viewModel: new FeedbackBoardViewModel(client, messaging), client, messaging };
}

describe('FeedbackBoardViewModel', () => {
  it("offers the board's signed address when the server has a board", async () => {
    const { viewModel } = createViewModel(new FakeContractClient().on(getFeedbackBoard, signed('first')));
    expect(viewModel.status).toBe('loading');
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.boardUrl).toBe('https://feedback.example.com/board?ssoToken=first');
  });

  it('offers no address when none is configured, and leads to support instead', async () => {
    const { viewModel, messaging } = createViewModel(new FakeContractClient().on(getFeedbackBoard, { configured: false }));
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.boardUrl).toBeNull();
    viewModel.contactSupport();
    expect(messaging.chats).toEqual([undefined]);
  });

  it('asks for a fresh identity after the board opened, keeping the address it has if that fails', async () => {
    const tokens = ['first', 'second'];
    const client = new FakeContractClient().on(getFeedbackBoard, () => {
      const token = tokens.shift();
      if (!token) throw new Error('offline');
      return signed(token);
    });
    const { viewModel } = createViewModel(client);
    await viewModel.load();
    await viewModel.renew();
    expect(viewModel.boardUrl).toBe('https://feedback.example.com/board?ssoToken=second');
    await viewModel.renew();
    expect(viewModel.boardUrl).toBe('https://feedback.example.com/board?ssoToken=second');
    expect(viewModel.status).toBe('ready');
  });

  it('says the board could not be loaded', async () => {
    const { viewModel } = createViewModel(new FakeContractClient().fail(getFeedbackBoard, 'Server error'));
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
    expect(viewModel.boardUrl).toBeNull();
  });
});
