// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getAnalytics } from '../../../src/contracts/analytics.contract';
import { type AnalyticsReport } from '../../../src/domain/analytics/analytics-report';
import { AnalyticsTilesCard } from '../../../src/ui/home/analytics/analytics-tiles-card';
import { DataAnalyzeScreen } from '../../../src/ui/home/analytics/data-analyze.screen';
import { testAnalyticsReport } from '../../fakes/analytics-fixtures';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderWith(element: JSX.Element, report: AnalyticsReport | Error, options: { language?: string; path?: string } = {}) {
  const container = createTestContainer();
  const client = container.get<FakeContractClient>(TOKENS.ContractClient);
  client.on(getAnalytics, report instanceof Error ? () => Promise.reject(report) : report);
  return { ...renderWithProviders(element, { container, ...options }), client };
}

const tileOf = (label: string) => screen.getByRole('heading', { name: label, level: 3 }).parentElement!;

describe('AnalyticsTilesCard', () => {
  it('shows the six figures of the last 30 days with their change, money in the shop currency', async () => {
    const { client } = renderWith(<AnalyticsTilesCard />, testAnalyticsReport());
    expect(await screen.findByText('4.5')).toBeTruthy();
    expect(client.callsTo(getAnalytics)).toEqual([{ date_range: 3 }]);
    expect(within(tileOf('Average rating')).getByText('+50%')).toBeTruthy();
    expect(within(tileOf('Reviews collected')).getByText('New')).toBeTruthy();
    expect(within(tileOf('Review requests sent')).getByText('-50%')).toBeTruthy();
    // Named and explained as on /collect, which shows the same count.
    expect(within(tileOf('Review requests sent')).getByText(/The first request e-mail and its reminders, sent on these days of your shop's calendar/)).toBeTruthy();
    expect(within(tileOf('Retention revenue')).getByText('€1,234.50')).toBeTruthy();
    expect(within(tileOf('Orders')).getByText('3')).toBeTruthy();
    expect(screen.getAllByText('vs previous period')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'View analytics' })).toBeTruthy();
  });

  it('writes the figures in the admin language', async () => {
    renderWith(<AnalyticsTilesCard />, testAnalyticsReport(), { language: 'de' });
    expect(await screen.findByText('4,5')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1.234,50 €')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Umsatz wiederkehrender Kunden', level: 3 })).toBeTruthy();
  });

  it('says when it could not load, and loads again on Try again', async () => {
    const { client } = renderWith(<AnalyticsTilesCard />, new Error('boom'));
    expect(await screen.findByText('Could not load the analytics.')).toBeTruthy();
    client.on(getAnalytics, testAnalyticsReport());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4.5')).toBeTruthy();
  });
});

describe('DataAnalyzeScreen', () => {
  it('opens the view the hash names, and a failed load shows each chart\'s error with Try again', async () => {
    renderWith(<DataAnalyzeScreen />, new Error('boom'), { path: '/data-analyze#conversion-revenue' });
    // Polaris draws a hidden copy of the tabs to measure them: the first is the one on screen.
    expect((await screen.findAllByRole('tab', { name: 'Conversion and revenue', selected: true })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByText('Could not load the chart.')).toHaveLength(4));
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Orders and revenue' })).toBeTruthy();
  });

  it("shows the referral programme's figures on the conversion view, with their change and the way to the list", async () => {
    const report = testAnalyticsReport();
    renderWith(
      <DataAnalyzeScreen />,
      {
        ...report,
        current: { ...report.current, referral_conversions: 4, referral_revenue: 162, referral_rewards_issued: 3 },
        previous: { ...report.previous!, referral_conversions: 2, referral_revenue: 0, referral_rewards_issued: 3 },
      },
      { path: '/data-analyze#conversion-revenue' },
    );
    expect(within(await screen.findByRole('heading', { name: 'Referred orders', level: 3 }).then((heading) => heading.parentElement!)).getByText('+100%')).toBeTruthy();
    expect(within(tileOf('Referred revenue')).getByText('€162.00')).toBeTruthy();
    expect(within(tileOf('Referred revenue')).getByText('New')).toBeTruthy();
    expect(within(tileOf('Referral rewards issued')).getByText('0%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View referrals' }).getAttribute('href')).toBe('/settings/referrals');
  });

  it('keeps the referral figures to the conversion view', async () => {
    renderWith(<DataAnalyzeScreen />, testAnalyticsReport(), { path: '/data-analyze#reviews' });
    expect((await screen.findAllByRole('tab', { name: 'Reviews', selected: true })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Referred orders', level: 3 })).toBeNull();
  });

  it('draws each chart on a canvas named by its title', async () => {
    renderWith(<DataAnalyzeScreen />, testAnalyticsReport(), { path: '/data-analyze' });
    for (const title of ['Reviews collected by rating', 'Average rating over time', 'Rating distribution', 'Reviews by source']) {
      expect((await screen.findByRole('img', { name: title })).tagName).toBe('CANVAS');
    }
  });

  it("shows a chart's numbers in a table for screen readers", async () => {
    renderWith(<DataAnalyzeScreen />, testAnalyticsReport(), { path: '/data-analyze' });
    const toggle = await screen.findByRole('button', { name: 'Data table of Rating distribution' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getAllByRole('table').find((candidate) => within(candidate).queryByText('5 stars'));
    expect(within(table!).getAllByRole('row').map((row) => row.textContent)).toEqual(['RatingReviews', '5 stars1', '4 stars1', '3 stars0', '2 stars0', '1 star0']);
  });

  it('names the sources as the reviews list does, in the admin language', async () => {
    renderWith(<DataAnalyzeScreen />, testAnalyticsReport(), { path: '/data-analyze', language: 'de' });
    const toggles = await screen.findAllByRole('button', { name: /Datentabelle/ });
    fireEvent.click(toggles[toggles.length - 1]!);
    await waitFor(() => expect(screen.getAllByRole('table').some((table) => within(table).queryByText('Onlineshop'))).toBe(true));
    expect(screen.queryByText('Store front')).toBeNull();
  });
});
