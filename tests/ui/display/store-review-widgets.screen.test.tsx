// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import {
  createSideTabReviewPage,
  getSideTabSettings,
  getStoreReviewSettings,
  setSideTabSettings,
  setStoreReviewSettings,
} from '../../../src/contracts/store-review-widgets.contract';
import { previewWidget } from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_SIDE_TAB_SETTINGS, DEFAULT_STORE_REVIEW_SETTINGS, type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { SideTabScreen } from '../../../src/ui/display/side-tab.screen';
import { StoreReviewScreen } from '../../../src/ui/display/store-review.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const previewFrame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the widget on your storefront');

async function renderStoreReviewPage() {
  const container = createTestContainer();
  let stored: StoreReviewSettings = DEFAULT_STORE_REVIEW_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getStoreReviewSettings, () => stored)
    .on(setStoreReviewSettings, (changes) => (stored = { ...stored, ...changes }))
    .on(previewWidget, (request) => ({ html: `<p>${request.widget} with ${request.store_review?.star_color ?? request.side_tab?.bg_color}</p>` }))
    .on(saveShopConfig, {});
  renderWithProviders(<StoreReviewScreen />, { container, path: '/display/storeReview' });
  await screen.findByRole('heading', { level: 1, name: 'Store reviews' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

async function renderSideTabPage() {
  const container = createTestContainer();
  let stored: SideTabSettings = DEFAULT_SIDE_TAB_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getSideTabSettings, () => stored)
    .on(setSideTabSettings, (changes) => (stored = { ...stored, ...changes }))
    .on(createSideTabReviewPage, () => {
      stored = { ...stored, page_url: '/pages/reviews' };
      return { url: '/pages/reviews', settings: stored };
    })
    .on(previewWidget, (request) => ({ html: `<p>${request.widget} with ${request.side_tab?.bg_color}</p>` }))
    .on(saveShopConfig, {});
  renderWithProviders(<SideTabScreen />, { container, path: '/display/tab' });
  await screen.findByRole('heading', { level: 1, name: 'Side tab' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('StoreReviewScreen', () => {
  it('draws the store-reviews block in a sandboxed preview and again after a change', async () => {
    const { user } = await renderStoreReviewPage();
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>store-reviews with #f5a623</p>'));
    expect(previewFrame().getAttribute('sandbox')).toBe('');
    const stars = screen.getByRole('textbox', { name: 'Star colour' });
    await user.clear(stars);
    await user.type(stars, '#112233');
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>store-reviews with #112233</p>'));
  });

  it('saves only what changed, and refuses a colour that is not #RRGGBB without saving', async () => {
    const { api, saveBar, user } = await renderStoreReviewPage();
    await user.click(screen.getByRole('checkbox', { name: 'Show store reviews' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setStoreReviewSettings)).toEqual([{ is_active_store_review: '1' }]);

    const button = screen.getByRole('textbox', { name: 'Button colour' });
    await user.clear(button);
    await user.type(button, 'blue');
    expect(await screen.findByText('Enter a colour as #RRGGBB.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(setStoreReviewSettings)).toHaveLength(1);
  });
});

describe('SideTabScreen', () => {
  it('will not link the tab to a reviews page before there is one, then creates it and saves', async () => {
    const { api, saveBar, user } = await renderSideTabPage();
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>side-tab with #1f2124</p>'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'When clicked' }), 'page');
    expect(await screen.findByText('Create the reviews page first, or let the tab open a window.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(setSideTabSettings)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create reviews page' }));
    expect(await screen.findByText('Your reviews page: /pages/reviews')).toBeTruthy();
    expect(api.callsTo(createSideTabReviewPage)).toHaveLength(1);
    act(() => saveBar.clickSave());
    await waitFor(() => expect(api.callsTo(setSideTabSettings)).toEqual([{ action: 'page' }]));
  });

  it('saves the position and colours it was given', async () => {
    const { api, saveBar, user } = await renderSideTabPage();
    await user.click(screen.getByRole('checkbox', { name: 'Show the side tab' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'left');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setSideTabSettings)).toEqual([{ is_active: '1', position: 'left' }]);
  });
});
