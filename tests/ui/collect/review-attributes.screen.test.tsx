// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import {
  deleteReviewAttribute,
  getReviewAttribute,
  getReviewAttributes,
  reorderReviewAttributes,
  saveReviewAttribute,
} from '../../../src/contracts/review-attributes.contract';
import { NEW_ATTRIBUTE, type ReviewAttribute } from '../../../src/domain/collect/review-attributes';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderApp } from '../../support/render-app';

const fit: ReviewAttribute = { ...NEW_ATTRIBUTE, id: 7, position: 0, title: 'How does it fit?', options: ['Runs small', 'True to size'], required: true };
const quality: ReviewAttribute = { ...NEW_ATTRIBUTE, id: 8, position: 1, kind: 'scale', title: 'Quality', options: [], low_label: 'Poor', high_label: 'Great' };

function answering(initial: ReviewAttribute[]) {
  let stored = initial;
  return (api: FakeContractClient) =>
    api
      .on(getReviewAttributes, () => ({ attributes: stored }))
      .on(getReviewAttribute, ({ id }) => stored.find((attribute) => attribute.id === id)!)
      .on(saveReviewAttribute, ({ id, ...definition }) => {
        const saved = { ...NEW_ATTRIBUTE, ...definition, id: id ?? 99, position: stored.length } as ReviewAttribute;
        stored = id === undefined ? [...stored, saved] : stored.map((attribute) => (attribute.id === id ? saved : attribute));
        return saved;
      })
      .on(deleteReviewAttribute, ({ id }) => ({ attributes: (stored = stored.filter((attribute) => attribute.id !== id)) }))
      .on(reorderReviewAttributes, ({ ids }) => ({ attributes: (stored = ids.map((id) => stored.find((attribute) => attribute.id === id)!)) }));
}

function open(path: string, attributes: ReviewAttribute[]) {
  const app = renderApp(path, { signedIn: true, setup: (di) => answering(attributes)(di.get<FakeContractClient>(TOKENS.ContractClient)) });
  return { ...app, api: app.di.get<FakeContractClient>(TOKENS.ContractClient), saveBar: app.di.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('/collect/attributes', () => {
  it('invites the first question when there is none', async () => {
    open('/collect/attributes', []);
    expect(await screen.findByText('Ask shoppers more than stars')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add attribute' }).getAttribute('href')).toContain('/collect/attributes/new');
  });

  it('lists the questions with kind and scope, switches one off, reorders and deletes after a confirmation', async () => {
    const { api, user } = open('/collect/attributes', [fit, quality]);
    expect(await screen.findByText('How does it fit?')).toBeTruthy();
    expect(screen.getByText('Single choice')).toBeTruthy();
    expect(screen.getByText('Scale 1–5')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Show “Quality” on the review form' }));
    await waitFor(() => expect(api.callsTo(saveReviewAttribute)).toHaveLength(1));
    expect(api.callsTo(saveReviewAttribute)[0]).toMatchObject({ id: 8, is_active: false, title: 'Quality' });

    await user.click(await screen.findByRole('button', { name: 'Move “Quality” up' }));
    await waitFor(() => expect(api.callsTo(reorderReviewAttributes)).toEqual([{ ids: [8, 7] }]));

    await user.click(screen.getByRole('button', { name: 'Delete “How does it fit?”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The question leaves the review form. Answers already given stay with their reviews.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(deleteReviewAttribute)).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByText('How does it fit?')).toBeNull());
  });
});

describe('/collect/attributes/:id', () => {
  it('adds a question: a blank title is refused, then the whole question is saved and the address becomes its own', async () => {
    const { api, saveBar, user, router } = open('/collect/attributes/new', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add attribute' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Runs small');
    await user.type(screen.getByRole('textbox', { name: 'Answer 2' }), 'Runs large');
    act(() => saveBar.clickSave());
    expect(await screen.findAllByText('Enter a question of up to 80 characters.')).not.toHaveLength(0);
    expect(api.callsTo(saveReviewAttribute)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'How does it fit?');
    // The preview shows the question as the form will.
    expect(screen.getByRole('group', { name: /How does it fit\?/ })).toBeTruthy();
    act(() => saveBar.clickSave());
    await waitFor(() => expect(api.callsTo(saveReviewAttribute)).toHaveLength(1));
    expect(api.callsTo(saveReviewAttribute)[0]).toEqual({
      kind: 'single_choice',
      title: 'How does it fit?',
      options: ['Runs small', 'Runs large'],
      low_label: '',
      high_label: '',
      required: false,
      scope: 'all',
      resource_ids: [],
      is_active: true,
    });
    await waitFor(() => expect(router.shown?.location.pathname).toBe('/collect/attributes/99'));
  });

  it('edits a scale question and saves it with its id', async () => {
    const { api, saveBar, user } = open('/collect/attributes/8', [fit, quality]);
    const high = await screen.findByRole('textbox', { name: 'Label for 5' });
    await user.clear(high);
    await user.type(high, 'Superb');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(api.callsTo(saveReviewAttribute)).toHaveLength(1));
    expect(api.callsTo(saveReviewAttribute)[0]).toMatchObject({ id: 8, kind: 'scale', high_label: 'Superb', low_label: 'Poor' });
  });
});
