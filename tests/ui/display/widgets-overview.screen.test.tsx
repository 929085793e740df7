// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getAppBlockStatus, getAppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { getWidgetOverview } from '../../../src/contracts/widget-settings.contract';
import { WidgetsOverviewScreen } from '../../../src/ui/display/widgets-overview.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderOverview(options: { readonly embedOn: boolean; readonly scriptGzip: number }) {
  const container = createTestContainer();
  container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getWidgetOverview, {
      assets: [
        { file: 'starling-reviews.js', gzip_bytes: options.scriptGzip, raw_bytes: 5224, budget_bytes: 10_000 },
        { file: 'starling-reviews.css', gzip_bytes: 2504, raw_bytes: 10_792, budget_bytes: 100_000 },
      ],
      demo_storefront_url: '/demo-store/',
    })
    .on(getAppEmbedsStatus, { app_embeds_enabled: options.embedOn ? 1 : 0, url: 'https://acme.myshopify.com/admin/themes/current/editor?context=apps' })
    .on(getAppBlockStatus, { is_app_block_added: 0, url: 'https://acme.myshopify.com/admin/themes/current/editor?template=product' });
  return renderWithProviders(<WidgetsOverviewScreen />, { container, path: '/display' });
}

describe('WidgetsOverviewScreen', () => {
  it("says whether the theme shows the widgets, with links into the theme editor", async () => {
    renderOverview({ embedOn: true, scriptGzip: 2235 });
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByText('Not added')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add in theme editor/ }).getAttribute('href')).toBe('https://acme.myshopify.com/admin/themes/current/editor?template=product');
    expect(screen.getByRole('link', { name: /Open the demo storefront/ }).getAttribute('href')).toBe('/demo-store/');
  });

  it('shows each file against its budget: scripts compressed, the stylesheet as stored', async () => {
    renderOverview({ embedOn: false, scriptGzip: 2235 });
    expect(await screen.findByText('2.2 KB compressed of 10 KB')).toBeTruthy();
    expect(screen.getByText('10.8 KB of 100 KB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'starling-reviews.js' })).toBeTruthy();
  });

  it('opens the settings of the widgets that have them and says which are on their way', async () => {
    renderOverview({ embedOn: false, scriptGzip: 2235 });
    const reviews = (await screen.findByRole('heading', { name: 'Reviews widget' })).closest('li')!;
    expect(within(reviews).getByRole('link', { name: 'Customise Reviews widget' }).getAttribute('href')).toBe('/display/reviews');
    const qa = screen.getByRole('heading', { name: 'Q&A widget' }).closest('li')!;
    expect(within(qa).getByRole('link', { name: 'Customise Q&A widget' }).getAttribute('href')).toBe('/display/qa');
    const summary = screen.getByRole('heading', { name: 'Review summary' }).closest('li')!;
    expect(within(summary).getByRole('link', { name: 'Customise Review summary' }).getAttribute('href')).toBe('/display/summary');
    const carousel = screen.getByRole('heading', { name: 'Card carousel' }).closest('li')!;
    expect(within(carousel).getByRole('link', { name: 'Customise Card carousel' }).getAttribute('href')).toBe('/display/carousel');
    const shows = screen.getByRole('heading', { name: "Buyers' show" }).closest('li')!;
    expect(within(shows).getByRole('link', { name: "Customise Buyers' show" }).getAttribute('href')).toBe('/display/shows');
    const checkout = screen.getByRole('heading', { name: 'Checkout reviews' }).closest('li')!;
    expect(within(checkout).getByText('Coming soon')).toBeTruthy();
  });
});
