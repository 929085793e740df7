// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import { getSelfDefinedWords, getStorefrontLanguages, saveSelfDefinedWords } from '../../../src/contracts/languages.contract';
import { getStorefrontWordDefaults } from '../../../src/contracts/storefront-words.contract';
import { StorefrontWordsScreen } from '../../../src/ui/display/storefront-words.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const DEFAULTS: Record<string, { key: string; text: string; placeholders: string[] }[]> = {
  en: [
    { key: 'reviews.heading', text: 'Customer reviews', placeholders: [] },
    { key: 'rating.count.other', text: '{{ count }} reviews', placeholders: ['count'] },
  ],
  fr: [
    { key: 'reviews.heading', text: 'Avis clients', placeholders: [] },
    { key: 'rating.count.other', text: '{{ count }} avis', placeholders: ['count'] },
  ],
};

function renderWords(stored: Record<string, Record<string, string>> = {}) {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getStorefrontLanguages, [{ locale: 'en', name: 'English', primary: true }])
    .on(getStorefrontWordDefaults, ({ lang }) => ({ lang, locales: ['en', 'fr'], words: DEFAULTS[lang] ?? [] }))
    .on(getSelfDefinedWords, ({ lang }) => ({ lang, json_data: JSON.stringify(stored[lang] ?? {}) }))
    .on(saveSelfDefinedWords, (request) => {
      stored[request.lang] = JSON.parse(String(request.json_data)) as Record<string, string>;
      return { lang: request.lang, json_data: String(request.json_data) };
    });
  const view = renderWithProviders(<StorefrontWordsScreen />, { container, path: '/display/texts' });
  return { ...view, api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup(), stored };
}

describe('StorefrontWordsScreen', () => {
  it("shows every text of the shop's primary language with its default, and the merchant's own word", async () => {
    renderWords({ en: { 'reviews.heading': 'What people say' } });
    const heading = await screen.findByRole('textbox', { name: 'Customer reviews' });
    expect((heading as HTMLInputElement).value).toBe('What people say');
    expect(screen.getByRole('textbox', { name: '{{ count }} reviews' }).getAttribute('placeholder')).toBe('{{ count }} reviews');
    expect(screen.getByText('Key: rating.count.other · placeholders: {{ count }}')).toBeTruthy();
    expect(screen.getByText('Changed: 1')).toBeTruthy();
  });

  it('switches to French, overrides a text and saves the whole set of that language', async () => {
    const { user, saveBar, api, stored } = renderWords({ fr: { 'reviews.heading': 'Vos avis' } });
    await screen.findByRole('textbox', { name: 'Customer reviews' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Storefront language' }), 'fr');
    const count = await screen.findByRole('textbox', { name: '{{ count }} avis' });
    await user.type(count, '{{{{ count }} commentaires');
    expect(screen.getByRole('combobox', { name: 'Storefront language' })).toHaveProperty('disabled', true);
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveSelfDefinedWords).at(-1)?.lang).toBe('fr');
    expect(stored.fr).toEqual({ 'reviews.heading': 'Vos avis', 'rating.count.other': '{{ count }} commentaires' });
  });

  it('resets one text to its default, which the save leaves out', async () => {
    const { user, saveBar, stored } = renderWords({ en: { 'reviews.heading': 'What people say', 'rating.count.other': '{{ count }} opinions' } });
    await screen.findByRole('textbox', { name: 'Customer reviews' });
    await user.click(screen.getByRole('button', { name: 'Reset to the default: Customer reviews' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Customer reviews' }).value).toBe('');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(stored.en).toEqual({ 'rating.count.other': '{{ count }} opinions' });
  });

  it("lists the server's refusal naming the key in the form's banner", async () => {
    const { user, saveBar, api } = renderWords();
    await screen.findByRole('textbox', { name: 'Customer reviews' });
    api.fail(saveSelfDefinedWords, new ApiError('envelope', 'json_data.rating.count.other: uses the placeholder {{ total }}', 42200, null, 422));
    await user.type(screen.getByRole('textbox', { name: '{{ count }} reviews' }), '{{{{ total }} reviews');
    act(() => saveBar.clickSave());
    expect(await screen.findByText(/json_data\.rating\.count\.other: uses the placeholder/)).toBeTruthy();
  });

  it('narrows the texts to a search', async () => {
    const { user } = renderWords();
    await screen.findByRole('textbox', { name: 'Customer reviews' });
    await user.type(screen.getByRole('textbox', { name: 'Find a text' }), 'rating.count');
    expect(screen.queryByRole('textbox', { name: 'Customer reviews' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '{{ count }} reviews' })).toBeTruthy();
  });
});
