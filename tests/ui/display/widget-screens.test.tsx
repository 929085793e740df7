// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getQaSettings, setQaSettings } from '../../../src/contracts/questions.contract';
import { getReviewAiSummary, getReviewSummarySettings, setReviewSummarySettings } from '../../../src/contracts/review-summary.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { getReviewWidgetSettings, getWriteReviewSettings, previewWidget, setReviewWidgetSettings, setWriteReviewSettings } from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_REVIEW_SUMMARY_SETTINGS, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { DEFAULT_REVIEW_WIDGET_SETTINGS, DEFAULT_WRITE_REVIEW_SETTINGS, type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { QaWidgetScreen } from '../../../src/ui/display/qa-widget.screen';
import { RatingWidgetScreen } from '../../../src/ui/display/rating-widget.screen';
import { ReviewSummaryWidgetScreen } from '../../../src/ui/display/review-summary-widget.screen';
import { WriteReviewWidgetScreen } from '../../../src/ui/display/write-review-widget.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

/** Every /display call answered as the server would; the preview echoes what it was asked to draw. */
function fakeApi(cssRemoved: readonly string[] = []) {
  const container = createTestContainer();
  let widget: ReviewWidgetSettings = DEFAULT_REVIEW_WIDGET_SETTINGS;
  let summary: ReviewSummarySettings = DEFAULT_REVIEW_SUMMARY_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewWidgetSettings, () => widget)
    .on(setReviewWidgetSettings, (changes) => {
      widget = { ...widget, ...changes, ...(changes.rating_css_code === undefined ? {} : { rating_css_code: '.kept{}' }) };
      return { settings: widget, css_removed: cssRemoved };
    })
    .on(getWriteReviewSettings, { ...DEFAULT_WRITE_REVIEW_SETTINGS, branding_removable: false })
    .on(setWriteReviewSettings, (changes) => ({ ...DEFAULT_WRITE_REVIEW_SETTINGS, ...changes, branding_removable: false }))
    .on(getReviewSummarySettings, () => summary)
    .on(setReviewSummarySettings, (changes) => (summary = { ...summary, ...changes }))
    .on(getReviewAiSummary, { review_count: 12, aspects: [], text: 'Shoppers mention quality (9 reviews, 89% positive) most.', lang: 'en' })
    .on(getQaSettings, { id: 1, is_active: 1, color: '#1F2937' })
    .on(setQaSettings, ({ color }) => ({ id: 1, is_active: 1 as const, color: color ?? '#1F2937' }))
    .on(previewWidget, (request) => ({ html: `<p>${request.widget} ${JSON.stringify({ ...request.settings, ...request.summary, ...request.qa })}</p>` }))
    .on(saveShopConfig, {});
  return { container, api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

const frame = (title: string) => screen.getByTitle<HTMLIFrameElement>(title).getAttribute('srcdoc') ?? '';

describe('RatingWidgetScreen', () => {
  const render = async (cssRemoved: readonly string[] = []) => {
    const fake = fakeApi(cssRemoved);
    renderWithProviders(<RatingWidgetScreen />, { container: fake.container, path: '/display/rating' });
    await screen.findByRole('heading', { level: 1, name: 'Star rating' });
    return fake;
  };

  it('previews the star-rating block with the rating text as typed, and saves only that text', async () => {
    const { api, saveBar, user } = await render();
    await waitFor(() => expect(frame('Preview of the star rating')).toContain('star-rating'));
    const text = screen.getByRole('textbox', { name: 'Product page text' });
    await user.clear(text);
    await user.click(text);
    await user.paste('{{star}} loved by {{review_number}}');
    await waitFor(() => expect(frame('Preview of the star rating')).toContain('loved by'));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setReviewWidgetSettings)).toEqual([{ product_rating_text: '{{star}} loved by {{review_number}}' }]);
  });

  it('refuses an empty text and a placeholder the storefront does not fill, naming the ones it may use', async () => {
    const { api, saveBar, user } = await render();
    const text = screen.getByRole('textbox', { name: 'Product list text' });
    await user.clear(text);
    expect(await screen.findByText('Enter a text, for example with {{star}}, {{review_number}}.')).toBeTruthy();
    await user.click(text);
    await user.paste('{{stars}} ({{review_number}})');
    expect(await screen.findByText('Use only these placeholders: {{star}}, {{review_number}}.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(setReviewWidgetSettings)).toEqual([]);
  });

  it('lists what the custom-CSS check took out of the rating CSS', async () => {
    const { saveBar, user } = await render(['@import url(https://evil.example/x.css);']);
    await user.type(screen.getByRole('textbox', { name: 'Star rating CSS' }), '.kept');
    act(() => saveBar.clickSave());
    expect(await screen.findByText('Part of your CSS was removed')).toBeTruthy();
    expect(screen.getByText('@import url(https://evil.example/x.css);')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Star rating CSS' }).value).toBe('.kept{}'));
  });
});

describe('ReviewSummaryWidgetScreen', () => {
  it("shows today's summary, previews the block with unsaved switches and colours, and saves what changed", async () => {
    const { api, container, saveBar, user } = fakeApi();
    renderWithProviders(<ReviewSummaryWidgetScreen />, { container, path: '/display/summary' });
    await screen.findByRole('heading', { level: 1, name: 'Review summary' });
    expect(await screen.findByText('Shoppers mention quality (9 reviews, 89% positive) most.')).toBeTruthy();
    await waitFor(() => expect(frame('Preview of the review summary')).toContain('review-summary'));
    await user.click(screen.getByRole('checkbox', { name: 'Show a bar for each star rating' }));
    await waitFor(() => expect(frame('Preview of the review summary')).toContain('"show_histogram":"2"'));
    const bars = screen.getByRole('textbox', { name: 'Bars' });
    await user.clear(bars);
    await user.type(bars, 'green');
    expect(await screen.findByText('Enter a colour as #RRGGBB.')).toBeTruthy();
    await user.clear(bars);
    await user.type(bars, '#00aa00');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setReviewSummarySettings)).toEqual([{ show_histogram: '2', bar_color: '#00aa00' }]);
  });
});

describe('QaWidgetScreen', () => {
  it('edits the Q&A card of /qa and previews the Q&A block with its unsaved colour', async () => {
    const { api, container, saveBar, user } = fakeApi();
    renderWithProviders(<QaWidgetScreen />, { container, path: '/display/qa' });
    await screen.findByRole('heading', { level: 1, name: 'Q&A widget' });
    await waitFor(() => expect(frame('Preview of the Q&A widget')).toContain('#1F2937'));
    const color = await screen.findByRole('textbox', { name: /colou?r/i });
    await user.clear(color);
    await user.type(color, '#AA0000');
    await waitFor(() => expect(frame('Preview of the Q&A widget')).toContain('#AA0000'));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setQaSettings)).toEqual([{ color: '#AA0000' }]);
  });
});

describe('WriteReviewWidgetScreen', () => {
  it('previews the write-review block and offers removing the branding only to plans that allow it', async () => {
    const { api, container, saveBar, user } = fakeApi();
    renderWithProviders(<WriteReviewWidgetScreen />, { container, path: '/display/write' });
    await screen.findByRole('heading', { level: 1, name: 'Write a review' });
    await waitFor(() => expect(frame('Preview of the write-review form')).toContain('write-review'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Remove the “Reviews by Starling” line/ }).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Let shoppers write reviews on product pages' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setWriteReviewSettings)).toEqual([{ show_review_btn: '2' }]);
  });

  it('leads to the review attributes, which the form already asks, instead of promising them later', async () => {
    const { container } = fakeApi();
    renderWithProviders(<WriteReviewWidgetScreen />, { container, path: '/display/write', language: 'de' });
    const link = await screen.findByRole('link', { name: 'Bewertungsattribute' });
    expect(link.getAttribute('href')).toBe('/collect/attributes');
    expect(screen.getByText(/Das Formular stellt auch Ihre eigenen Fragen/)).toBeTruthy();
    expect(screen.queryByText(/später|later update/)).toBeNull();
  });
});
