// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { getBuyersShowSettings, getCardCarouselSettings, saveBuyersShowSettings, saveCardCarouselSettings } from '../../../src/contracts/showcase-widgets.contract';
import { previewWidget } from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_BUYERS_SHOW_SETTINGS, DEFAULT_CARD_CAROUSEL_SETTINGS, type BuyersShowSettings, type CardCarouselSettings } from '../../../src/domain/storefront/showcase-settings';
import { BuyersShowScreen } from '../../../src/ui/display/buyers-show.screen';
import { CardCarouselScreen } from '../../../src/ui/display/card-carousel.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function fakeApi() {
  const container = createTestContainer();
  let show: BuyersShowSettings = DEFAULT_BUYERS_SHOW_SETTINGS;
  let carousel: CardCarouselSettings = DEFAULT_CARD_CAROUSEL_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getBuyersShowSettings, () => show)
    .on(saveBuyersShowSettings, (changes) => (show = { ...show, ...changes, id: 1 }))
    .on(getCardCarouselSettings, () => carousel)
    .on(saveCardCarouselSettings, (changes) => (carousel = { ...carousel, ...changes }))
    .on(previewWidget, (request) => ({ html: `<p>${request.widget} ${request.card_carousel?.title ?? request.buyers_show?.title_color ?? ''}</p>` }))
    .on(saveShopConfig, {});
  return { container, api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('CardCarouselScreen', () => {
  it('draws the preview with the unsaved title, then saves only what changed', async () => {
    const { container, api, saveBar, user } = fakeApi();
    renderWithProviders(<CardCarouselScreen />, { container, path: '/display/carousel' });
    await screen.findByRole('heading', { level: 1, name: 'Card carousel' });
    const frame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the card carousel');
    await screen.findByTitle('Preview of the card carousel');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>card-carousel </p>'));
    expect(frame().getAttribute('sandbox')).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), 'Happy people');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>card-carousel Happy people</p>'));
    expect(api.callsTo(previewWidget).length).toBeLessThan(6);

    await user.click(screen.getByRole('checkbox', { name: 'Show the carousel on the home page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reviews shown' }), 'Highest-rated reviews');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveCardCarouselSettings)).toEqual([{ title: 'Happy people', is_activate_home_reviews: '2', carousel_type: 3 }]);
    expect(api.callsTo(saveShopConfig)).toEqual([{ clicked_custom_reviews_widget_btn: '1' }]);
  });

  it('refuses an interval out of bounds next to the field and saves nothing', async () => {
    const { container, api, saveBar, user } = fakeApi();
    renderWithProviders(<CardCarouselScreen />, { container, path: '/display/carousel' });
    const interval = await screen.findByRole('spinbutton', { name: 'Time between slides (ms)' });
    await user.clear(interval);
    await user.type(interval, '10');
    expect(await screen.findByText('Enter a whole number from 1000 to 20000.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(saveCardCarouselSettings)).toEqual([]);
  });
});

describe('BuyersShowScreen', () => {
  it('refuses a colour that is not #RRGGBB, keeps the last good preview, and saves a good one with the object id', async () => {
    const { container, api, saveBar, user } = fakeApi();
    renderWithProviders(<BuyersShowScreen />, { container, path: '/display/shows' });
    await screen.findByRole('heading', { level: 1, name: "Buyers' show" });
    await waitFor(() => expect(api.callsTo(previewWidget)).toHaveLength(1));
    const heading = screen.getByRole('textbox', { name: 'Heading colour' });
    await user.clear(heading);
    await user.type(heading, 'red');
    expect(await screen.findByText('Enter a colour as #RRGGBB, for example #1f2124.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(previewWidget).every((request) => /^#[0-9a-f]{6}$/i.test(request.buyers_show?.title_color ?? ''))).toBe(true);
    await user.clear(heading);
    await user.type(heading, '#aa0000');
    await waitFor(() => expect(screen.getByTitle<HTMLIFrameElement>("Preview of the buyers' show").getAttribute('srcdoc')).toBe('<p>buyers-show #aa0000</p>'));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveBuyersShowSettings)).toEqual([{ title_color: '#aa0000' }]);
  });
});
