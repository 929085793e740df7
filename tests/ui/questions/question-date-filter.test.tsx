// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getQaSettings, getQuestions } from '../../../src/contracts/questions.contract';
import { QuestionsScreen } from '../../../src/ui/questions/questions.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { usePopoversInJsdom } from '../../support/screen-width';
import { page, question } from './question-fixtures';

async function renderQuestions(path = '/qa') {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getQaSettings, { id: 1, is_active: 1, color: '#1F2937' })
    .on(getQuestions, page([question(1)]));
  renderWithProviders(<QuestionsScreen />, { container, path });
  await screen.findByText('Asker 1');
  return { api, user: userEvent.setup() };
}

/** Opens the "Asked date" filter from the filter bar's "Add filter" menu. */
async function openDateFilter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Search and filter/ }));
  await user.click(await screen.findByRole('button', { name: /Add filter/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Asked date' }));
  await screen.findByRole('radio', { name: 'Custom range' });
}

describe('Manage Q&A date filter', () => {
  usePopoversInJsdom();

  it('picking Custom range shows the start and end date fields', async () => {
    const { user } = await renderQuestions();
    await openDateFilter(user);
    expect(screen.queryByRole('textbox', { name: 'Start date' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'End date' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Custom range' }));

    expect(await screen.findByRole('textbox', { name: 'Start date' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'End date' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Custom range' }).checked).toBe(true);
  });

  it('letters typed in a date field show the format message instead of vanishing silently', async () => {
    const { user } = await renderQuestions();
    await openDateFilter(user);
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const start = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Start date' });

    await user.type(start, '2025x');

    expect(await screen.findByText('Enter a valid date in the format YYYY-MM-DD.')).toBeTruthy();
    // The letter never reaches the field; the digits do.
    expect(start.value).toBe('2025');
    expect(start.getAttribute('aria-invalid')).toBe('true');
  });

  it('applies a valid custom range to the list, and says when the start is after the end', async () => {
    const { api, user } = await renderQuestions();
    await openDateFilter(user);
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    await user.type(await screen.findByRole('textbox', { name: 'Start date' }), '2025-03-05');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText('The start date 2025-03-05 must be on or before the end date 2025-03-01.')).toBeTruthy();
    const loads = api.callsTo(getQuestions).length;

    await user.clear(screen.getByRole('textbox', { name: 'End date' }));
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));

    await waitFor(() => expect(api.callsTo(getQuestions).length).toBeGreaterThan(loads));
    expect(api.callsTo(getQuestions).at(-1)).toMatchObject({ start_date: '2025-03-05', end_date: '2025-03-31' });
    expect(screen.queryByText(/must be on or before/)).toBeNull();
  });

  it('a preset applies at once and hides the custom fields again', async () => {
    const { api, user } = await renderQuestions();
    await openDateFilter(user);
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    await screen.findByRole('textbox', { name: 'Start date' });

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));

    await waitFor(() => expect(api.callsTo(getQuestions).at(-1)).toMatchObject({ date_range: 3 }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Last 30 days' }).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Start date' })).toBeNull();
  });

  it('a custom range in the address opens the filter bar on its chip, and its fields hold its dates', async () => {
    const { api, user } = await renderQuestions('/qa?start_date=2025-03-05&end_date=2025-03-31');
    expect(api.callsTo(getQuestions)[0]).toMatchObject({ start_date: '2025-03-05', end_date: '2025-03-31' });
    // The "All" tab stands for part of the filter only, so the bar opens by itself to show the date.
    await user.click(await screen.findByRole('button', { name: /2025-03-05 to 2025-03-31/ }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Custom range' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Start date' }).value).toBe('2025-03-05');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'End date' }).value).toBe('2025-03-31');
  });
});
