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

  it("opens every widget's own settings screen", async () => {
    renderOverview({ embedOn: false, scriptGzip: 2235 });
    const screens = {
      'Reviews widget': '/display/reviews',
      'Q&A widget': '/display/qa',
      'Review summary': '/display/summary',
      'Card carousel': '/display/carousel',
      "Buyers' show": '/display/shows',
      'Checkout reviews': '/display/checkout',
    };
    await screen.findByRole('heading', { name: 'Reviews widget' });
    for (const [widget, path] of Object.entries(screens)) {
      const row = screen.getByRole('heading', { name: widget }).closest('li')!;
      expect(within(row).getByRole('link', { name: `Customise ${widget}` }).getAttribute('href')).toBe(path);
    }
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
