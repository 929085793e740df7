// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getOutboxMail, getOutboxMails } from '../../../src/contracts/outbox.contract';
import { type OutboxMail, type OutboxPage } from '../../../src/domain/collect/outbox';
import { OutboxScreen } from '../../../src/ui/collect/outbox.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const SCRIPTED = '<h1>Hello Mia</h1><script>window.parent.__pwned = 1</script><img src=x onerror="window.parent.__pwned = 2">';

const MAILS: OutboxPage['mails'] = [
  { id: 12, to: 'mia@example.com', subject: 'How was your order?', received_at: '2026-11-20T10:00:00.000Z' },
  { id: 11, to: 'leo@example.com', subject: '<b>Reminder</b>', received_at: '2026-11-19T10:00:00.000Z' },
];

const OPENED: OutboxMail = {
  ...MAILS[0]!,
  message_id: '<request-1-step-1@reviews.test>',
  from: '"Acme Goods" <reviews@reviews.test>',
  html: SCRIPTED,
  text: 'Hello Mia\nTell us how it went',
  headers: [
    { name: 'List-Unsubscribe', value: '<https://reviews.test/unsubscribe?t=abc>' },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ],
};

function renderOutbox(page: OutboxPage) {
  const container = createTestContainer();
  const client = container.get<FakeContractClient>(TOKENS.ContractClient);
  client.on(getOutboxMails, page).on(getOutboxMail, OPENED);
  return { ...renderWithProviders(<OutboxScreen />, { container, path: '/collect/outbox' }), client };
}

describe('OutboxScreen', () => {
  it('says mail is caught because no SMTP server is configured, and lists the caught mail newest first', async () => {
    renderOutbox({ delivery: 'caught', mails: MAILS });
    expect(await screen.findByText('Mail is caught here, not delivered')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Caught e-mails' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('How was your order?'), expect.stringContaining('<b>Reminder</b>')]);
    expect(within(list).getByText('mia@example.com')).toBeTruthy();
  });

  it('opens a mail: its HTML in a sandboxed frame without scripts, its text and its headers', async () => {
    const { client } = renderOutbox({ delivery: 'caught', mails: MAILS });
    fireEvent.click(await screen.findByRole('button', { name: /How was your order\?/ }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('The e-mail “How was your order?” as sent');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(SCRIPTED);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByText(/Tell us how it went/)).toBeTruthy();
    expect(screen.getByText('List-Unsubscribe-Post:')).toBeTruthy();
    expect(screen.getByText('List-Unsubscribe=One-Click')).toBeTruthy();
    expect(screen.getByText('To mia@example.com · from "Acme Goods" <reviews@reviews.test>')).toBeTruthy();
    expect(client.callsTo(getOutboxMail)).toEqual([{ id: 12 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close this e-mail' }));
    expect(screen.queryByTitle('The e-mail “How was your order?” as sent')).toBeNull();
  });

  it('says mail goes to the real server when SMTP_URL is set', async () => {
    renderOutbox({ delivery: 'smtp', mails: [] });
    expect(await screen.findByText('Mail goes to your SMTP server')).toBeTruthy();
    expect(screen.getByText('Nothing was caught: your e-mails go to your SMTP server.')).toBeTruthy();
    expect(screen.queryByText('Mail is caught here, not delivered')).toBeNull();
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    const container = createTestContainer();
    container.get<FakeContractClient>(TOKENS.ContractClient).fail(getOutboxMails, 'boom');
    renderWithProviders(<OutboxScreen />, { container, path: '/collect/outbox' });
    expect(await screen.findByText('The outbox could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
