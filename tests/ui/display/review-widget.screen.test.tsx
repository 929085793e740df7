// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import {
  getReviewWidgetSettings,
  getWriteReviewSettings,
  previewWidget,
  setReviewWidgetSettings,
  setWriteReviewSettings,
} from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_REVIEW_WIDGET_SETTINGS, DEFAULT_WRITE_REVIEW_SETTINGS, type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { ReviewWidgetScreen } from '../../../src/ui/display/review-widget.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

async function renderReviewWidgetPage(cssRemoved: readonly string[] = [], brandingRemovable = false) {
  const container = createTestContainer();
  let stored: ReviewWidgetSettings = DEFAULT_REVIEW_WIDGET_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewWidgetSettings, () => stored)
    .on(setReviewWidgetSettings, (changes) => {
      stored = { ...stored, ...changes, ...(changes.reviews_css_code === undefined ? {} : { reviews_css_code: '.kept{}' }) };
      return { settings: stored, css_removed: cssRemoved };
    })
    .on(getWriteReviewSettings, { ...DEFAULT_WRITE_REVIEW_SETTINGS, branding_removable: brandingRemovable })
    .on(setWriteReviewSettings, (changes) => ({ ...DEFAULT_WRITE_REVIEW_SETTINGS, ...changes, branding_removable: brandingRemovable }))
    .on(previewWidget, (request) => ({ html: `<p>preview with ${request.settings.star_color}</p>` }))
    .on(saveShopConfig, {});
  const view = renderWithProviders(<ReviewWidgetScreen />, { container, path: '/display/reviews' });
  await screen.findByRole('heading', { level: 1, name: 'Reviews widget' });
  return { ...view, api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

const previewFrame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the reviews block');

describe('ReviewWidgetScreen', () => {
  it("draws the preview from the storefront's renderer, in a sandbox that runs nothing, and again after a change", async () => {
    const { api, user } = await renderReviewWidgetPage();
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>preview with #f5a623</p>'));
    expect(previewFrame().getAttribute('sandbox')).toBe('');
    const stars = screen.getByRole('textbox', { name: 'Stars' });
    await user.clear(stars);
    await user.type(stars, '#112233');
    await waitFor(() => expect(previewFrame().getAttribute('srcdoc')).toBe('<p>preview with #112233</p>'));
    // Typing is drawn once it pauses, not at every key.
    expect(api.callsTo(previewWidget).length).toBeLessThan(5);
  });

  it('refuses a colour that is not #RRGGBB next to the field, and keeps the preview as it was', async () => {
    const { api, saveBar, user } = await renderReviewWidgetPage();
    await waitFor(() => expect(api.callsTo(previewWidget)).toHaveLength(1));
    const stars = screen.getByRole('textbox', { name: 'Stars' });
    await user.clear(stars);
    await user.type(stars, 'red');
    expect(await screen.findByText('Enter a colour as #RRGGBB, for example #1f2124.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(setReviewWidgetSettings)).toEqual([]);
    expect(api.callsTo(previewWidget).every((request) => /^#[0-9a-f]{6}$/i.test(request.settings.star_color ?? ''))).toBe(true);
  });

  it('saves only what changed, and marks the guide step "customise widget" done', async () => {
    const { api, saveBar, user } = await renderReviewWidgetPage();
    await user.click(screen.getByRole('checkbox', { name: 'Show the Helpful button' }));
    expect(saveBar.state).not.toBeNull();
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setReviewWidgetSettings)).toEqual([{ is_show_helpful: '2' }]);
    expect(api.callsTo(saveShopConfig)).toEqual([{ clicked_custom_reviews_widget_btn: '1' }]);
  });

  it('saves the form settings through their own call, and offers removing the branding only to plans that allow it', async () => {
    const { api, saveBar, user } = await renderReviewWidgetPage();
    const branding = screen.getByRole<HTMLInputElement>('checkbox', { name: /Remove the “Reviews by Starling” line/ });
    expect(branding.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plan?source=navigation');
    await user.click(screen.getByRole('checkbox', { name: 'Let shoppers write reviews on product pages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show the Helpful button' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setWriteReviewSettings)).toEqual([{ show_review_btn: '2' }]);
    expect(api.callsTo(setReviewWidgetSettings)).toEqual([{ is_show_helpful: '2' }]);
  });

  it('lets a paid plan remove the branding', async () => {
    await renderReviewWidgetPage([], true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Remove the “Reviews by Starling” line/ }).disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('says what the custom-CSS check took out, and shows the CSS as stored', async () => {
    const { saveBar, user } = await renderReviewWidgetPage(['@import url(https://evil.example/x.css);']);
    const css = screen.getByRole('textbox', { name: 'CSS for the reviews block' });
    await user.type(css, '.kept{{}}@import url(https://evil.example/x.css);');
    act(() => saveBar.clickSave());
    expect(await screen.findByText('Some of your CSS was taken out')).toBeTruthy();
    expect(screen.getByText('@import url(https://evil.example/x.css);')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'CSS for the reviews block' }).value).toBe('.kept{}'));
    expect(saveBar.state).toBeNull();
  });
});
