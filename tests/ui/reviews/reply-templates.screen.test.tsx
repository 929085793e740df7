// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import { getReplyTemplates, type ReplyTemplatesAnswer, saveReplyTemplates } from '../../../src/contracts/collect-manage.contract';
import { ReplyTemplatesScreen } from '../../../src/ui/reviews/reply-templates.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

async function renderPage(initial: ReplyTemplatesAnswer = { templates: [], shop_name: 'Acme' }, refuse?: string) {
  const container = createTestContainer();
  let stored = initial;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReplyTemplates, () => stored)
    .on(saveReplyTemplates, (request) => {
      if (refuse) throw new ApiError('envelope', refuse, 42200);
      stored = { ...stored, templates: request.templates };
      return stored;
    });
  renderWithProviders(<ReplyTemplatesScreen />, { container, path: '/settings/reply_review' });
  await screen.findByRole('heading', { level: 1, name: 'Reply templates' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ReplyTemplatesScreen', () => {
  it('creates a template with placeholders, previews it filled, and saves the list through the save bar', async () => {
    const { api, saveBar, user } = await renderPage();
    expect(await screen.findByText('No templates yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Thanks for the 5 stars');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Thank you');
    await user.click(screen.getByRole('button', { name: "Insert the placeholder for the customer's name" }));
    await user.click(screen.getByRole('button', { name: "Insert the placeholder for the shop's name" }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' }).value).toBe('Thank you {{customer_name}} {{shop_name}}');
    expect(screen.getByText('Thank you Alex Acme')).toBeTruthy();
    expect(saveBar.state).not.toBeNull();
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    const [saved] = api.callsTo(saveReplyTemplates);
    expect(saved?.templates).toEqual([{ id: expect.stringMatching(/^[a-z0-9-]{1,40}$/), name: 'Thanks for the 5 stars', body: 'Thank you {{customer_name}} {{shop_name}}' }]);
  });

  it('refuses to save a template without a name or reply, naming the problem at the field, and saves nothing', async () => {
    const { api, saveBar, user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add template' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Hello');
    act(() => saveBar.clickSave());
    expect(await screen.findAllByText('Give every template a name.')).not.toHaveLength(0);
    expect(api.callsTo(saveReplyTemplates)).toEqual([]);
  });

  it('edits and deletes existing templates, warns of an unknown placeholder, and shows the server refusal', async () => {
    const { saveBar, user } = await renderPage(
      {
        templates: [
          { id: 'a', name: 'Thanks', body: 'Thanks {{customer_name}}' },
          { id: 'b', name: 'Sorry', body: 'Sorry {{custmer}}' },
        ],
        shop_name: 'Acme',
      },
      'templates.0.name: is used by another template',
    );
    expect(await screen.findByText('Not a placeholder, left as written: {{custmer}}')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete template Sorry' }));
    expect(screen.queryByRole('heading', { name: 'Sorry' })).toBeNull();
    act(() => saveBar.clickSave());
    expect(await screen.findByText('templates.0.name: is used by another template')).toBeTruthy();
    expect(screen.getByText('Found 1 error')).toBeTruthy();
  });
});
