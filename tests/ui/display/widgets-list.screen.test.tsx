// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import { getAppBlockStatus, getAppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { getReviewWidgetSettings, setReviewWidgetSettings } from '../../../src/contracts/widget-settings.contract';
import { getAutoLeaveReviewSetting, getReferralOfferSetting } from '../../../src/contracts/promo-widgets.contract';
import { getReviewSummarySettings } from '../../../src/contracts/review-summary.contract';
import { getBuyersShowSettings, getCardCarouselSettings, saveCardCarouselSettings } from '../../../src/contracts/showcase-widgets.contract';
import { getSideTabSettings } from '../../../src/contracts/store-review-widgets.contract';
import { DEFAULT_ORDER_REVIEW_SETTINGS, DEFAULT_REFERRAL_SETTINGS } from '../../../src/domain/storefront/promo-widget-settings';
import { DEFAULT_REVIEW_SUMMARY_SETTINGS } from '../../../src/domain/storefront/review-summary-settings';
import { type CardCarouselSettings, DEFAULT_BUYERS_SHOW_SETTINGS, DEFAULT_CARD_CAROUSEL_SETTINGS } from '../../../src/domain/storefront/showcase-settings';
import { DEFAULT_SIDE_TAB_SETTINGS } from '../../../src/domain/storefront/store-review-widgets';
import { DEFAULT_REVIEW_WIDGET_SETTINGS, type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { WidgetsListScreen } from '../../../src/ui/display/widgets-list.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderList(options: { readonly saveFails?: boolean; readonly planFull?: boolean } = {}) {
  const container = createTestContainer();
  let stored: ReviewWidgetSettings = { ...DEFAULT_REVIEW_WIDGET_SETTINGS, is_qa_active: '2' };
  let carousel: CardCarouselSettings = { ...DEFAULT_CARD_CAROUSEL_SETTINGS, is_active: '2', is_activate_home_reviews: '1' };
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewSummarySettings, DEFAULT_REVIEW_SUMMARY_SETTINGS)
    .on(getBuyersShowSettings, { ...DEFAULT_BUYERS_SHOW_SETTINGS, id: 1 })
    .on(getCardCarouselSettings, () => carousel)
    .on(saveCardCarouselSettings, (changes) => {
      carousel = { ...carousel, ...changes };
      return carousel;
    })
    .on(getSideTabSettings, DEFAULT_SIDE_TAB_SETTINGS)
    .on(getReferralOfferSetting, DEFAULT_REFERRAL_SETTINGS)
    .on(getAutoLeaveReviewSetting, DEFAULT_ORDER_REVIEW_SETTINGS)
    .on(getReviewWidgetSettings, () => stored)
    .on(setReviewWidgetSettings, (changes) => {
      if (options.saveFails) throw new Error('offline');
      if (options.planFull) throw new ApiError('envelope', 'is_qa_active: the Free plan shows at most 6 storefront widgets at once', 40910, { plan_limit: 'storefront_widgets', allowed: 6, plan_name: 'Free' }, 409);
      stored = { ...stored, ...changes };
      return { settings: stored, css_removed: [] };
    })
    .on(getAppEmbedsStatus, { app_embeds_enabled: 0, url: 'https://acme.myshopify.com/admin/themes/current/editor?context=apps' })
    .on(getAppBlockStatus, { is_app_block_added: 1, url: 'https://acme.myshopify.com/admin/themes/current/editor?template=product' });
  renderWithProviders(<WidgetsListScreen />, { container, path: '/widgetsList' });
  return { api, toaster: container.get<FakeToaster>(TOKENS.Toaster), user: userEvent.setup(), stored: () => stored, carousel: () => carousel };
}

const row = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('WidgetsListScreen', () => {
  it('lists every widget with a link to its settings, and a switch for each widget that has one', async () => {
    renderList();
    const reviews = await row('Reviews widget');
    const reviewsSwitch = await within(reviews).findByRole('switch', { name: 'Show Reviews widget on the store' });
    expect(reviewsSwitch.getAttribute('aria-checked')).toBe('true');
    // A switch may not carry aria-pressed (axe: aria-allowed-attr).
    expect(reviewsSwitch.hasAttribute('aria-pressed')).toBe(false);
    expect(within(reviews).getByRole('link', { name: 'Customise Reviews widget' }).getAttribute('href')).toBe('/display/reviews');
    expect(within(reviews).getByText('Shown by the reviews block on your product pages.')).toBeTruthy();
    const qa = await row('Q&A widget');
    expect(within(qa).getByRole('switch', { name: 'Show Q&A widget on the store' }).getAttribute('aria-checked')).toBe('false');
    expect(within(qa).getByRole('link', { name: 'Customise Q&A widget' }).getAttribute('href')).toBe('/display/qa');
    const carousel = await row('Card carousel');
    expect(within(carousel).getByRole('switch', { name: 'Show Card carousel on the store' }).getAttribute('aria-checked')).toBe('true');
    expect(within(carousel).getByRole('link', { name: 'Customise Card carousel' }).getAttribute('href')).toBe('/display/carousel');
    expect(within(await row('Referral widget')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(await row('Review summary')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(await row('Star rating')).queryByRole('switch')).toBeNull();
    expect(within(await row('Side tab')).getByText('Switch on the app embed in the theme editor to show it.')).toBeTruthy();
  });

  it('reads the reviews widget settings once for its three switches (the API client cancels an identical call in flight)', async () => {
    const { api } = renderList();
    await row('Reviews widget');
    await screen.findAllByRole('switch');
    expect(api.callsTo(getReviewWidgetSettings)).toHaveLength(1);
  });

  it('saves a switch at once and says so', async () => {
    const { user, toaster, stored } = renderList();
    const qa = await row('Q&A widget');
    await user.click(await within(qa).findByRole('switch', { name: 'Show Q&A widget on the store' }));
    // The test container's translations answer the key and its values.
    await waitFor(() => expect(toaster.contents).toEqual(['storefront-words:widgetsList.turnedOn {"widget":"pages:displayWidgets.qa"}']));
    expect(stored().is_qa_active).toBe('1');
    expect(within(qa).getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it("switches the carousel off on the home page and the other pages together", async () => {
    const { user, carousel } = renderList();
    const row_ = await row('Card carousel');
    await user.click(await within(row_).findByRole('switch'));
    await waitFor(() => expect(within(row_).getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect([carousel().is_active, carousel().is_activate_home_reviews]).toEqual(['2', '2']);
  });

  it('puts the switch back when the save fails', async () => {
    const { user, toaster } = renderList({ saveFails: true });
    const reviews = await row('Reviews widget');
    await user.click(await within(reviews).findByRole('switch'));
    await waitFor(() => expect(toaster.shown).toEqual([{ content: 'storefront-words:widgetsList.saveFailed {"widget":"pages:displayWidgets.reviews"}', error: true }]));
    expect(within(reviews).getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it("explains the plan's widget allowance with the way to the plans, and keeps the switch off", async () => {
    const { user, toaster, stored } = renderList({ planFull: true });
    const qa = await row('Q&A widget');
    await user.click(await within(qa).findByRole('switch', { name: 'Show Q&A widget on the store' }));
    const title = await screen.findByText('All the widgets of your Free plan are switched on');
    const banner = title.closest<HTMLElement>('.Polaris-Banner')!;
    expect(
      within(banner).getByText(
        'The Free plan shows up to 6 storefront widgets at once. Switch another widget off to switch this one on, or choose a plan without a limit.',
      ),
    ).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plan?source=navigation');
    // Focused, so a phone shows it even when the switch pressed is far below.
    await waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
    expect(within(qa).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(stored().is_qa_active).toBe('2');
    expect(toaster.shown).toEqual([]);

    await user.click(within(banner).getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByText('All the widgets of your Free plan are switched on')).toBeNull();
  });
});
