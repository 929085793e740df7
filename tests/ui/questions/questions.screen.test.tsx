// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import {
  answerQuestion,
  deleteQuestions,
  getQaSettings,
  getQuestions,
  setQaSettings,
  updateQuestions,
} from '../../../src/contracts/questions.contract';
import { QuestionsScreen } from '../../../src/ui/questions/questions.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { page, question } from './question-fixtures';
import { type QuestionItem, type QuestionPage } from '../../../src/domain/questions/question-item';
import { type QaSettings } from '../../../src/domain/questions/qa-settings';

const QA_SETTINGS: QaSettings = { id: 1, is_active: 1, color: '#1F2937' };
const XSS = '<img src=x onerror="window.__xss=1">';

async function renderQuestions(reply: QuestionPage | Error = page([question(1), question(2, { body: XSS, published: true })]), path = '/qa') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getQaSettings, QA_SETTINGS);
  if (reply instanceof Error) api.fail(getQuestions, reply.message);
  else api.on(getQuestions, reply);
  const view = renderWithProviders(<QuestionsScreen />, { container, path });
  await screen.findByRole('heading', { level: 1, name: 'Manage Q&A' });
  return {
    ...view,
    api,
    user: userEvent.setup(),
    toaster: container.get<FakeToaster>(TOKENS.Toaster),
    saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar),
  };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Manage Q&A', () => {
  it('lists product, questioner, question, answers, state and date; HTML in a question is plain text', async () => {
    const { container } = await renderQuestions();
    const row = await rowOf('Asker 1');
    // Twice: the product's name and the placeholder thumbnail's label.
    expect(within(row).getAllByText('Product 1')).toHaveLength(2);
    expect(within(row).getByText('Question 1?')).toBeTruthy();
    expect(within(row).getByText('Unanswered')).toBeTruthy();
    expect(within(row).getByText('Unpublished')).toBeTruthy();
    expect(within(row).getByText('Jan 10, 2025')).toBeTruthy();
    expect(screen.getByText(XSS)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  // The tabs themselves (their badges, a click) are covered in e2e: jsdom has no layout, so
  // Polaris folds every tab but the selected one into "More views".
  it('reads the filters from the address: a tab\'s own filter selects the tab', async () => {
    const { api } = await renderQuestions(undefined, '/qa?answered=2');
    await screen.findByText('Asker 1');
    expect(api.callsTo(getQuestions)[0]).toMatchObject({ answered: [2] });
    expect(document.getElementById('qa-tab-unanswered')?.getAttribute('aria-selected')).toBe('true');
  });

  it('reads the filters from the address: a search beyond the tab opens the filter bar showing it', async () => {
    const { api } = await renderQuestions(undefined, '/qa?answered=2&keyword=Ann');
    await screen.findByText('Asker 1');
    expect(api.callsTo(getQuestions)[0]).toMatchObject({ answered: [2], keyword: 'Ann' });
    expect(await screen.findByDisplayValue('Ann')).toBeTruthy();
  });

  it('answers a question through the dialog and reloads the list', async () => {
    const { api, user, toaster } = await renderQuestions();
    api.on(answerQuestion, question(1));
    const row = await rowOf('Asker 1');
    await user.click(within(row).getByRole('button', { name: 'Answer: Asker 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await within(dialog).findByText('Enter an answer.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Yes, it ships in a box.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publish this answer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(toaster.contents).toContain('questions:toast.answerSaved'));
    expect(api.callsTo(answerQuestion)[0]).toEqual({
      question_id: 1,
      body: 'Yes, it ships in a box.',
      published: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer question' })).toBeNull());
    expect(api.callsTo(getQuestions)).toHaveLength(2);
  });

  it('shows existing answers as text and edits one', async () => {
    const answered: QuestionItem = question(3, {
      answers: [{ id: 8, author_name: 'Demo Store', body: '<b>bold</b> answer', published: true, answered_at: '2025-01-12T00:00:00Z' }],
    });
    const { api, user } = await renderQuestions(page([answered]));
    api.on(answerQuestion, answered);
    await user.click(await screen.findByRole('button', { name: 'Answer: Asker 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer question' });
    expect(within(dialog).getByText('<b>bold</b> answer')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const field = within(dialog).getByRole('textbox', { name: 'Edit answer' });
    await user.clear(field);
    await user.type(field, 'Plain answer');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() =>
      expect(api.callsTo(answerQuestion)[0]).toEqual({
        question_id: 3,
        body: 'Plain answer',
        published: true,
        answer_id: 8,
      }),
    );
  });

  it('publishes one row from its own button', async () => {
    const { api, user } = await renderQuestions();
    api.on(updateQuestions, { updated: 1, counts: { unanswered: 3, unpublished: 3 } });
    await user.click(await screen.findByRole('button', { name: 'Publish: Asker 1' }));
    await waitFor(() => expect(api.callsTo(updateQuestions)[0]).toEqual({ ids: [1], published: true }));
  });

  it('deletes the selected questions only after the confirmation', async () => {
    const { api, user } = await renderQuestions();
    api.on(deleteQuestions, { deleted: 1, counts: { unanswered: 2, unpublished: 4 } });
    const row = await rowOf('Asker 1');
    await user.click(within(row).getByRole('checkbox'));
    await user.click((await screen.findAllByRole('button', { name: 'Delete' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete questions: 1?' });
    expect(api.callsTo(deleteQuestions)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(deleteQuestions)[0]).toEqual({ ids: [1] }));
  });

  it('says when the shop has no questions yet, and when none match', async () => {
    await renderQuestions(page([]));
    expect(await screen.findByText('No questions yet')).toBeTruthy();
  });

  it('offers to clear filters that match nothing', async () => {
    const { api, user } = await renderQuestions(page([]), '/qa?publishes=1');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.callsTo(getQuestions).at(-1)).not.toHaveProperty('publishes'));
  });

  it('shows a failed load with the server message and a retry', async () => {
    const { api, user } = await renderQuestions(new Error('date_range: must be 0'));
    expect(await screen.findByText('date_range: must be 0')).toBeTruthy();
    api.on(getQuestions, page([question(1)]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asker 1')).toBeTruthy();
  });

  it('keyboard: j moves and p publishes the focused row; keys typed in the search do nothing', async () => {
    const { api, user } = await renderQuestions();
    api.on(updateQuestions, { updated: 1, counts: { unanswered: 3, unpublished: 3 } });
    await screen.findByText('Asker 1');
    await user.keyboard('jj');
    expect(await screen.findByText('Question 2 of 2: Asker 2')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Answer: Asker 2');
    await user.keyboard('u');
    await waitFor(() => expect(api.callsTo(updateQuestions)[0]).toEqual({ ids: [2], published: false }));
    await user.click(await screen.findByRole('textbox', { name: 'Widget color' }));
    await user.keyboard('p');
    expect(api.callsTo(updateQuestions)).toHaveLength(1);
  });

  it('? opens the keyboard shortcut overlay listing the Q&A keys; a ? typed in the search does not', async () => {
    const { api, user } = await renderQuestions();
    await screen.findByText('Asker 1');
    await user.click(screen.getByRole('button', { name: /Search and filter/ }));
    const search = await screen.findByRole('textbox', { name: 'Search by questioner' });
    await user.type(search, '?');
    await waitFor(() => expect(api.callsTo(getQuestions).at(-1)).toMatchObject({ keyword: '?' }));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();

    await user.click(document.body);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const keys = [...dialog.querySelectorAll('kbd')].map((kbd) => kbd.textContent);
    expect(keys).toEqual(['j', 'k', 'p', 'u', 'r', 'x', '?']);
    for (const label of ['Next question', 'Previous question', 'Publish', 'Unpublish', 'Answer', 'Select or deselect', 'Show this list']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    await user.keyboard('j');
    expect(screen.queryByText('Question 1 of 2: Asker 1')).toBeNull();
    // The header's × and the footer button are both "Close"; the footer one is the caller's label.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  });

  it('the "Keyboard shortcuts" page action opens the same overlay', async () => {
    const { user } = await renderQuestions();
    await user.click(await screen.findByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('the widget settings card brings up the save bar and saves only what changed', async () => {
    const { api, user, saveBar, toaster } = await renderQuestions();
    api.on(setQaSettings, { ...QA_SETTINGS, is_active: 0 });
    const toggle = await screen.findByRole('checkbox', { name: 'Show the Q&A widget on product pages' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(saveBar.visible).toBe(true);
    await act(async () => {
      saveBar.clickSave();
      await Promise.resolve();
    });
    await waitFor(() => expect(api.callsTo(setQaSettings)[0]).toEqual({ is_active: 0 }));
    await waitFor(() => expect(saveBar.visible).toBe(false));
    expect(toaster.contents.length).toBe(1);
  });

  it('a colour that is not #RRGGBB is marked and never sent', async () => {
    const { api, user, saveBar } = await renderQuestions();
    const field = await screen.findByRole('textbox', { name: 'Widget color' });
    await user.clear(field);
    await user.type(field, '#12');
    expect(screen.getByText('Enter a color as # and six hex digits, such as #1F2937.')).toBeTruthy();
    await act(async () => {
      saveBar.clickSave();
      await Promise.resolve();
    });
    expect(api.callsTo(setQaSettings)).toHaveLength(0);
  });
});
