// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import { createBookmarkToken, importMarketplaceUrl, type MarketplaceImportAnswer } from '../../../src/contracts/import-sources.contract';
import { BookmarkImportScreen } from '../../../src/ui/import-sources/bookmark-import.screen';
import { AmazonBookmarkletInstallScreen, BookmarkletInstallScreen } from '../../../src/ui/import-sources/bookmarklet-install.screen';
import { MarketplaceUrlImportScreen } from '../../../src/ui/import-sources/marketplace-url-import.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { importJob } from '../../fakes/fake-imports';

const JOB = importJob({ id: 7, kind: 'marketplace', origin: 'amazon', label: 'https://www.amazon.com/dp/B0TESTKETL', status: 'queued', total_rows: 2, created_at: '2024-06-01T12:00:00.000Z' });

function setUp() {
  const container = createTestContainer();
  container.get<FakePickerCatalog>(TOKENS.PickerCatalog).products = [fakeProduct('gid://shopify/Product/1', 'Stellar Kettle')];
  return { container, api: container.get<FakeContractClient>(TOKENS.ContractClient), user: userEvent.setup() };
}

async function pickKettle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Choose product' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Stellar Kettle' }));
  await user.click(within(dialog).getByRole('button', { name: 'Select' }));
  expect(await screen.findByText('Stellar Kettle')).toBeTruthy();
}

describe('BookmarkImportScreen', () => {
  it('asks for a product first, then makes a bookmarklet for it and the options and links to its install pages', async () => {
    const { container, api, user } = setUp();
    api.on(createBookmarkToken, () => ({ token: 'head.body.sign', expires_at: '2024-06-01T12:30:00.000Z', max_reviews: 50 }));
    renderWithProviders(<BookmarkImportScreen />, { container, path: '/import/bookmark_import' });

    await user.click(await screen.findByRole('button', { name: 'Make my bookmarklet' }));
    expect(screen.getByText('Choose the product the reviews go to.')).toBeTruthy();
    expect(api.callsTo(createBookmarkToken)).toEqual([]);

    await pickKettle(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lowest rating' }), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Only reviews with photos' }));
    const max = screen.getByRole('spinbutton', { name: 'At most this many reviews' });
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: 'Make my bookmarklet' }));

    expect(await screen.findByText('Your bookmarklet is ready')).toBeTruthy();
    expect(api.callsTo(createBookmarkToken)).toEqual([{ product_id: 'gid://shopify/Product/1', options: { min_rating: 3, photos_only: true, max_reviews: 50, skip_without_text: true } }]);
    expect(screen.getByRole('link', { name: 'Install for AliExpress' }).getAttribute('href')).toBe('/bookmark_import?token=head.body.sign');
    expect(screen.getByRole('link', { name: 'Install for Amazon' }).getAttribute('href')).toBe('/amazon_bookmark_import?token=head.body.sign');
  });

  it('refuses a maximum out of range', async () => {
    const { container, api, user } = setUp();
    renderWithProviders(<BookmarkImportScreen />, { container, path: '/import/bookmark_import' });
    const max = await screen.findByRole('spinbutton', { name: 'At most this many reviews' });
    await user.clear(max);
    await user.type(max, '900');
    expect(screen.getByText('Enter a whole number from 1 to 500.')).toBeTruthy();
    await pickKettle(user);
    await user.click(screen.getByRole('button', { name: 'Make my bookmarklet' }));
    expect(api.callsTo(createBookmarkToken)).toEqual([]);
  });
});

describe('MarketplaceUrlImportScreen', () => {
  it('imports a product page and says how many reviews are coming', async () => {
    const { container, api, user } = setUp();
    const answer: MarketplaceImportAnswer = { marketplace: 'amazon', found: 4, kept: 2, job: JOB };
    api.on(importMarketplaceUrl, () => answer);
    renderWithProviders(<MarketplaceUrlImportScreen />, { container, path: '/import/aliexpress_amazon_import' });

    await user.type(await screen.findByRole('textbox', { name: 'Product page address' }), 'https://www.ebay.com/itm/1');
    await user.click(screen.getByRole('button', { name: 'Import reviews' }));
    expect(screen.getByText('Enter the address of an AliExpress or Amazon product page.')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Product page address' }));
    await user.type(screen.getByRole('textbox', { name: 'Product page address' }), 'https://www.amazon.com/dp/B0TESTKETL');
    await pickKettle(user);
    await user.click(screen.getByRole('button', { name: 'Import reviews' }));
    expect(await screen.findByText('Reviews being imported: 2 of 4 found.')).toBeTruthy();
    expect(api.callsTo(importMarketplaceUrl)).toEqual([
      { url: 'https://www.amazon.com/dp/B0TESTKETL', product_id: 'gid://shopify/Product/1', options: { min_rating: 4, photos_only: false, max_reviews: 100, skip_without_text: true } },
    ]);
  });

  it("shows the marketplace's refusal as the server words it", async () => {
    const { container, api, user } = setUp();
    api.on(importMarketplaceUrl, () => {
      throw new ApiError('envelope', 'url: Amazon asked for a captcha; use the bookmarklet instead', 50200);
    });
    renderWithProviders(<MarketplaceUrlImportScreen />, { container, path: '/import/aliexpress_amazon_import' });
    await user.type(await screen.findByRole('textbox', { name: 'Product page address' }), 'https://www.amazon.com/dp/B0CAPTCHA1');
    await pickKettle(user);
    await user.click(screen.getByRole('button', { name: 'Import reviews' }));
    expect(await screen.findByText('url: Amazon asked for a captcha; use the bookmarklet instead')).toBeTruthy();
  });
});

describe('the bookmarklet install pages', () => {
  const withCode = (code: string) => {
    const { container, user } = setUp();
    container.rebind(TOKENS.BookmarkletCodeSource).toConstantValue({ code: () => Promise.resolve(code) });
    return { container, user };
  };

  it('offer the bookmarklet made for the token, in the words of the page', async () => {
    const { container } = withCode('(()=>{var c="__STARLING_BOOKMARKLET_CONFIG__";run(c)})();');
    renderWithProviders(<BookmarkletInstallScreen />, { container, path: '/bookmark_import?token=head.body.sign' });
    const link = await screen.findByText('Import reviews to my store');
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^javascript:/));
    const code = decodeURIComponent(link.getAttribute('href')!.slice('javascript:'.length));
    const config = JSON.parse(/var c=\((.*)\);run/.exec(code)![1]!);
    expect(config).toMatchObject({ token: 'head.body.sign', endpoint: 'https://admin.example.test/api/v1/public/bookmark_import', maxReviews: 500 });
    expect(config.words).toMatchObject({ send: 'Send to my store', found: 'Reviews found on this page: {{count}}.' });
    expect(screen.getByText('Open the product\'s page on AliExpress and scroll to its reviews.')).toBeTruthy();
  });

  it('explain the Amazon steps, and where to get a bookmarklet without a token', async () => {
    const { container } = withCode('x');
    renderWithProviders(<AmazonBookmarkletInstallScreen />, { container, path: '/amazon_bookmark_import' });
    expect(await screen.findByText(/Open this page from the app's Bookmark import screen/)).toBeTruthy();
    expect(screen.getByText('Open the product\'s page on Amazon, or its "See more reviews" page.')).toBeTruthy();
    expect(screen.getByText('Drag the button above onto the bookmarks bar.')).toBeTruthy();
  });
});
