// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { TOKENS } from '../../../src/application/tokens';
import { getAffiliateSign, reportAffiliateCampaign } from '../../../src/contracts/affiliate.contract';
import { getSubprocessors } from '../../../src/contracts/legal.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { decodeCampaignVisit, encodeCampaignVisit } from '../../../src/domain/affiliate/utm-campaign';
import { type FakeClock } from '../../fakes/fake-clock';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { TEST_SHOP, testUserInfo } from '../../fakes/fake-shop-gateway';
import { renderApp } from '../../support/render-app';

const publicApi = (app: ReturnType<typeof renderApp>) => app.di.get<FakeContractClient>(TOKENS.PublicContractClient);

function answerSubprocessors(app: ReturnType<typeof renderApp>) {
  publicApi(app).on(getSubprocessors, {
    subprocessors: [
      { role: 'platform', name: 'Shopify', location: 'external' },
      { role: 'hosting', name: null, location: 'app-server' },
      { role: 'database', name: null, location: 'external' },
      { role: 'email', name: 'Example Mail AB (Sweden)', location: 'external' },
    ],
  });
}

describe('/privacy_policy', () => {
  it('opens without signing in: the current version, its date, every section and the services as configured', async () => {
    const app = renderApp('/privacy_policy', { setup: (di) => answerSubprocessors({ di } as ReturnType<typeof renderApp>) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Version 1.0 · Effective December 3, 2026')).toBeTruthy();
    for (const title of ['Who we are and what this policy covers', 'Data about the store\'s customers', 'How long we keep it', 'Your rights and how requests are handled', 'Cookies and browser storage', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/Shopify asks us to erase the store 48 hours later/)).toBeTruthy();
    expect(screen.getByText(/Anyone can write to privacy@starlingreviews.app/)).toBeTruthy();

    const services = (await screen.findByText('Shopify platform')).closest('dl')!;
    const terms = [...services.querySelectorAll('dt')].map((term) => term.textContent);
    const descriptions = [...services.querySelectorAll('dd')].map((description) => [...description.querySelectorAll('span')].map((line) => line.textContent));
    expect(terms).toEqual(['Shopify platform', 'Hosting', 'Database', 'E-mail delivery']);
    expect(descriptions).toEqual([
      ['Shopify', "The store's ratings and reviews written to its storefront, and the data Shopify sends the app"],
      ["The app's own server", 'Runs the app; all the data described here passes through it'],
      ['A provider we name on request', 'Stores the data described here'],
      ['Example Mail AB (Sweden)', "Review requests, reminders and notifications: the recipient's name and address, the store and the products"],
    ]);
    expect(app.router.shown?.location.pathname).toBe('/privacy_policy');
    // The public client, never the admin's: nothing here needs an app token.
    expect(app.di.get<FakeContractClient>(TOKENS.ContractClient).calls).toEqual([]);
  });

  it('says where to ask for the list of services when it cannot be loaded', async () => {
    renderApp('/privacy_policy', { setup: (di) => di.get<FakeContractClient>(TOKENS.PublicContractClient).fail(getSubprocessors, 'unavailable') });
    expect(await screen.findByText('The list of services could not be loaded. Write to privacy@starlingreviews.app and we will send it to you.')).toBeTruthy();
  });

  it('shows the current version, and says so, for a version that was never published', async () => {
    renderApp('/privacy_policy?version=0.9', { setup: (di) => di.get<FakeContractClient>(TOKENS.PublicContractClient).on(getSubprocessors, { subprocessors: [] }) });
    expect(await screen.findByText('There is no version 0.9 of this document, so the current version is shown.')).toBeTruthy();
    expect(screen.getByText('Version 1.0 · Effective December 3, 2026')).toBeTruthy();
  });

  it('lists every version, each a link to its own address', async () => {
    renderApp('/privacy_policy?version=1.0', { setup: (di) => di.get<FakeContractClient>(TOKENS.PublicContractClient).on(getSubprocessors, { subprocessors: [] }) });
    const version = await screen.findByRole('link', { name: 'Version 1.0, effective December 3, 2026' });
    expect(version.getAttribute('href')).toBe('/privacy_policy?version=1.0');
    expect(screen.getByText('(Current version)')).toBeTruthy();
    expect(screen.queryByText(/no longer in force/)).toBeNull();
  });

  it('speaks German, dates included', async () => {
    renderApp('/privacy_policy', { language: 'de', setup: (di) => di.get<FakeContractClient>(TOKENS.PublicContractClient).on(getSubprocessors, { subprocessors: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText('Version 1.0 · gültig ab 3. Dezember 2026')).toBeTruthy();
  });
});

describe('/terms_service', () => {
  it('opens without signing in, with its sections, its contact and links to the other public pages and the footer', async () => {
    renderApp('/terms_service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Honest reviews' })).toBeTruthy();
    expect(screen.getByText(/do not hide or delete reviews because they are negative/)).toBeTruthy();
    expect(screen.getByText(/Write to support@starlingreviews.app/)).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Other public pages' });
    expect(within(others).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy policy', '/privacy_policy'],
      ['Partner program', '/affiliate'],
    ]);
    expect(screen.getByRole('link', { name: /Made by Starling Apps/ })).toBeTruthy();
  });
});

describe('/affiliate', () => {
  it('presents the partner program with a way to apply, without signing in', async () => {
    renderApp('/affiliate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starling Reviews partner program' })).toBeTruthy();
    const apply = screen.getByRole('link', { name: 'Apply to become a partner' });
    expect(apply.getAttribute('href')).toBe('mailto:partners@starlingreviews.app?subject=Partner%20program%20application');
    expect(screen.getByText('A store that opens your link and installs the app within 30 days is credited to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe('/privacy_policy');
  });

  it('keeps the campaign it is opened with for 30 days, and reports nothing while nobody is signed in', async () => {
    const app = renderApp('/affiliate?utm_source=partner-blog&utm_medium=referral&utm_campaign=spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starling Reviews partner program' })).toBeTruthy();
    const cookies = app.di.get<FakeCookieJar>(TOKENS.CookieJar);
    // The tracking loads with the campaign, beside the page.
    await waitFor(() => expect(decodeCampaignVisit(cookies.get(COOKIES.utm.name))?.campaign).toEqual({ source: 'partner-blog', medium: 'referral', campaign: 'spring', content: '' }));
    expect(cookies.maxAgeOf(COOKIES.utm.name)).toBe(30 * 86_400);
    expect(publicApi(app).callsTo(reportAffiliateCampaign)).toEqual([]);
  });

  it('speaks German', async () => {
    renderApp('/affiliate', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partnerprogramm von Starling Reviews' })).toBeTruthy();
  });
});

describe('the campaign report of a signed-in shop', () => {
  it('files the kept campaign for the shop once its session loads, with the sign the server made for it', async () => {
    const app = renderApp('/', {
      signedIn: true,
      setup: (di) => {
        const now = di.get<FakeClock>(TOKENS.Clock).now();
        const landedAt = Math.floor(now / 1000) - 86_400;
        di.get<FakeCookieJar>(TOKENS.CookieJar).set(COOKIES.utm.name, encodeCampaignVisit({ campaign: { source: 'partner-blog', medium: '', campaign: 'spring', content: '' }, landedAt, reportedFor: [] }), COOKIES.utm);
        di.get<FakeContractClient>(TOKENS.ContractClient)
          .on(getUserInfo, testUserInfo({ install_time: new Date(now).toISOString() }))
          .on(getAffiliateSign, { sign: `${Math.floor(now / 1000)}.${'b'.repeat(64)}`, sign_time: Math.floor(now / 1000) });
        di.get<FakeContractClient>(TOKENS.PublicContractClient).on(reportAffiliateCampaign, { type: 'install', duplicate: false });
      },
    });
    await waitFor(() => expect(publicApi(app).callsTo(reportAffiliateCampaign)).toHaveLength(1), { timeout: 5_000 });
    expect(publicApi(app).callsTo(reportAffiliateCampaign)[0]).toMatchObject({ type: 'install', source: 'partner-blog', campaign: 'spring', shop: TEST_SHOP, app_id: 'starling-reviews' });
    await waitFor(() => expect(decodeCampaignVisit(app.di.get<FakeCookieJar>(TOKENS.CookieJar).get(COOKIES.utm.name))?.reportedFor).toEqual([TEST_SHOP]));
  });
});
