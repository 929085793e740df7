// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { type QuestionItem } from '../../../src/domain/questions/question-item';
import { QuestionsScreen } from '../../../src/ui/questions/questions.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { setScreenWidth } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { GET_QUESTIONS, page, question } from './question-fixtures';

const LONG_QUESTION = 'Does the large size fit a 40 cm dog bed, and is the cover machine washable at 60 degrees?';
const ANSWERED = question(3, {
  body: LONG_QUESTION,
  asked_at: '2026-11-01T03:30:00Z',
  answers: [{ id: 30, author_name: 'Demo Store', body: 'Yes, at 40 degrees.', published: true, answered_at: '2026-11-02T10:00:00Z' }],
});

async function renderQuestions(list: readonly QuestionItem[] = [question(1), ANSWERED]) {
  const container = createTestContainer();
  container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'America/New_York' });
  const api = container
    .get<FakeApiClient>(TOKENS.ApiClient)
    .onGet('/api/v1/admin/get_qa_settings', { id: 1, is_active: 1, color: '#1F2937' })
    .onGet(GET_QUESTIONS, page(list));
  const view = renderWithProviders(<QuestionsScreen />, { container, path: '/qa' });
  await screen.findByRole('heading', { level: 1, name: 'Manage Q&A' });
  return { ...view, api, toaster: container.get<FakeToaster>(TOKENS.Toaster), saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar) };
}

async function openAnswerDialog(asker: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Answer: ${asker}` }));
  return screen.findByRole('dialog', { name: 'Answer question' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Q&A rows', () => {
  it('at 390 px stack each question as a card with the whole question, not a one-character column', async () => {
    setScreenWidth(390);
    const { container } = await renderQuestions();
    const text = await screen.findByText(LONG_QUESTION);
    expect(container.querySelector('table')).toBeNull();
    const card = text.closest('li') as HTMLElement;
    expect(within(card).getByText('Asker 3')).toBeTruthy();
    expect(within(card).getByText('Oct 31, 2026')).toBeTruthy();
    expect(within(card).getByText('Answered: 1')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Answer: Asker 3' })).toBeTruthy();
  });

  it('at 1440 px keep the table, dates in the shop’s time zone', async () => {
    await renderQuestions();
    const row = (await screen.findByText(LONG_QUESTION)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Oct 31, 2026')).toBeTruthy();
  });
});

describe('the answer dialog', () => {
  it('counts the answer against its limit, keeps what was pasted, and turns Save off past the limit', async () => {
    await renderQuestions();
    const dialog = await openAnswerDialog('Asker 1');
    const field = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' });
    expect(field.getAttribute('dir')).toBe('auto');
    fireEvent.change(field, { target: { value: 'z'.repeat(6000) } });
    expect(field.value).toHaveLength(6000);
    expect(within(dialog).getByText('Remove 1,000 characters to save: the limit is 5,000.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save answer' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(field, { target: { value: 'z'.repeat(5000) } });
    expect(within(dialog).getByText('5,000 of 5,000 characters')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save answer' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('asks before Esc drops an unsaved answer', async () => {
    await renderQuestions();
    const dialog = await openAnswerDialog('Asker 1');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes, it does.' } });
    fireEvent.keyUp(document, { key: 'Escape', keyCode: 27 });
    expect(await within(dialog).findByText('Discard your answer draft?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer question' })).toBeNull());
  });

  it('deletes an answer only after a confirmation, with Undo in the toast', async () => {
    const { api, toaster } = await renderQuestions();
    api.onPost('/api/v1/admin/delete_answer', { ...ANSWERED, answers: [] });
    const dialog = await openAnswerDialog('Asker 3');
    expect(within(dialog).getByText('Yes, at 40 degrees.').closest('[dir="auto"]')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete answer' }));
    const confirmation = within(dialog).getByText('Delete this answer?').closest('[role="alert"]') as HTMLElement;
    expect(api.callsTo('POST', '/api/v1/admin/delete_answer')).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete answer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/delete_answer')[0]?.body).toEqual({ answer_id: 30 }));
    await waitFor(() => expect(toaster.shown.at(-1)?.action?.content).toBe('questions:toast.undo'));
  });
});

describe('the Q&A widget settings', () => {
  it('a colour typo is counted in a banner next to the card, not offered to chat, and Save stays off until it is fixed', async () => {
    const { api, saveBar } = await renderQuestions();
    const field = await screen.findByRole('textbox', { name: 'Widget color' });
    fireEvent.change(field, { target: { value: '#12345G' } });
    await act(async () => {
      saveBar.clickSave();
      await Promise.resolve();
    });
    expect(await screen.findByText('Found 1 error')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(saveBar.state?.saveDisabled).toBe(true);
    expect(api.callsTo('POST', '/api/v1/admin/set_qa_settings')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '#12345F' } });
    expect(saveBar.state?.saveDisabled).toBe(false);
    expect(screen.queryByText('Found 1 error')).toBeNull();
  });

  it('a value the server refuses is listed the same way, never as a failure to chat about', async () => {
    const { api, saveBar } = await renderQuestions();
    api.fail('POST', '/api/v1/admin/set_qa_settings', new ApiError('envelope', 'color: must be a hex colour', 42200, null, 422));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Widget color' }), { target: { value: '#ABCDEF' } });
    await act(async () => {
      saveBar.clickSave();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('color: must be a hex colour')).toBeTruthy();
    expect(screen.getByText('Found 1 error')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    expect(saveBar.state?.saveDisabled).toBe(true);
  });
});
