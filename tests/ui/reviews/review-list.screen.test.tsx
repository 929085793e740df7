// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_API } from '../../support/review-api-paths';
import { TOKENS } from '../../../src/application/tokens';
import { getReviewImport } from '../../../src/contracts/imports.contract';
import { deleteSavedView, getSavedViews } from '../../../src/contracts/saved-views.contract';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { ReviewListViewModel } from '../../../src/ui/reviews/review-list.view-model';
import { type FakeApiClient, type FakeApiCall } from '../../fakes/fake-api-client';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeFileDownloader } from '../../fakes/fake-file-downloader';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderApp } from '../../support/render-app';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { reviewById } from '../../support/fake-answers';
import { FACETS, reviewItem } from './review-fixtures';
import { importJob } from '../../fakes/fake-imports';

const XSS = '<img src=x onerror=window.__xss=1>';

function renderList(path: string, list = [reviewItem(1, { author_name: XSS, title: '<script>window.__xss=1</script>' }), reviewItem(2)]) {
  const container = createTestContainer();
  container.get<FakeContractClient>(TOKENS.ContractClient).on(getReviewImport, importJob({ id: 7, label: 'judgeme-export.csv', created_at: '2026-11-20T10:00:00.000Z' }));
  const api = container.get<FakeApiClient>(TOKENS.ApiClient);
  api
    .onGet(REVIEW_API.list, { list, total: list.length, total_capped: false, page: 1, page_size: 20 })
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' })
    .onGet(REVIEW_API.one, reviewById(() => list))
    .onGet(REVIEW_API.replyTemplate, { template: '' })
    .onPost(REVIEW_API.update, { updated: 1 });
  const view = renderWithProviders(<ReviewListScreen />, { container, path });
  return { ...view, api, files: container.get<FakeFileDownloader>(TOKENS.FileDownloader), toaster: container.get<FakeToaster>(TOKENS.Toaster) };
}

describe('ReviewListScreen', () => {
  it('shows the reviews of the filter in the URL, user text as text', async () => {
    const { api, container } = renderList('/reviewList?ratings=1');
    expect(await screen.findByText('<script>window.__xss=1</script>')).toBeTruthy();
    expect(screen.getAllByText(XSS).length).toBeGreaterThan(0);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ ratings: ['1'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage reviews' })).toBeTruthy();
  });

  it('j moves the focus (announced), p publishes the focused review; typing in a field does nothing', async () => {
    const { api } = renderList('/reviewList');
    await screen.findByText('Title 2');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(await screen.findByText('Review by Author 2, 2 of 2')).toBeTruthy();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'p' });
    field.remove();
    expect(api.callsTo('POST', REVIEW_API.update)).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ ids: [2], changes: { published: true } }));
  });

  it('? opens the shortcut overlay, and keys are ignored while it is open', async () => {
    const { api } = renderList('/reviewList');
    await screen.findByText('Title 2');
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Next review')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(api.callsTo('POST', REVIEW_API.update)).toHaveLength(0);
  });

  it('the id parameter opens that review with its media and reply', async () => {
    const reviewed = reviewItem(4, {
      media: [
        { kind: 'photo', url: 'https://cdn.example/p.jpg' },
        { kind: 'video', url: 'https://cdn.example/v.mp4' },
      ],
      reply: { body: '<b>thanks</b>', published: true, replied_at: null },
    });
    renderList('/reviewList?id=4', [reviewed]);
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 4' });
    expect(within(dialog).getByAltText('Photo 1 from Author 4')).toBeTruthy();
    expect(dialog.querySelector('video[controls]')).not.toBeNull();
    expect(within(dialog).getByText('<b>thanks</b>')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });

  it('Export CSV asks for the format, downloads export_reviews with the filter in the URL and says so in a toast', async () => {
    const { files, toaster } = renderList('/reviewList?ratings=1&sources=Amazon');
    await screen.findByText('Title 2');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export reviews' });
    const select = within(dialog).getByLabelText('File format');
    expect((select as HTMLSelectElement).value).toBe('starling');
    expect(within(dialog).getByRole('option', { name: 'Starling Reviews (every field)' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'judgeme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files.downloads).toHaveLength(1));
    expect(files.downloads[0]).toMatchObject({ path: REVIEW_API.exportCsv, query: { ratings: ['1'], sources: ['Amazon'], format: 'judgeme' } });
    await waitFor(() => expect(toaster.contents).toEqual([expect.stringContaining('export.done')]));
  });

  it('a filter no tab stands for opens the filter bar with its chips', async () => {
    renderList('/reviewList?ratings=1');
    // Once the saved views are in: the filter could have been one of theirs.
    expect(await screen.findByRole('button', { name: 'Rating: 1' }, { timeout: 3000 })).toBeTruthy();
  });

  it("an import's filter shows as a chip naming the file and its date, and removing the chip lists every review again", async () => {
    const { api } = renderList('/reviewList?import=7');
    const chip = await screen.findByRole('button', { name: /^Import of judgeme-export\.csv Nov 20, 2026/ }, { timeout: 10_000 });
    expect(api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ import: '7' });
    fireEvent.click(within(chip.parentElement!).getByRole('button', { name: /clear/i }));
    await waitFor(() => expect(api.callsTo('GET', REVIEW_API.list).at(-1)?.query).not.toHaveProperty('import'));
  });

  it('tells an empty shop from an empty filter', async () => {
    renderList('/reviewList', []);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('an empty filter result offers to clear the filters', async () => {
    renderList('/reviewList?ratings=2', []);
    expect(await screen.findByText('No reviews match these filters')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('the search box names the fields it searches and sends the keyword for all of them', async () => {
    const { api } = renderList('/reviewList');
    await screen.findByText('Title 2');
    fireEvent.click(screen.getByRole('button', { name: /Search and filter/ }));
    const box = await screen.findByRole('textbox', { name: 'Search reviews by title, text or name' });
    fireEvent.change(box, { target: { value: 'parcel' } });
    await waitFor(() => expect(api.callsTo('GET', REVIEW_API.list).at(-1)?.query).toMatchObject({ search_field: 'all', keyword: 'parcel' }));
  });

  it('the search box says so when it searches the author name only', async () => {
    renderList('/reviewList?search_field=author&keyword=ann');
    await screen.findByText('Title 2');
    fireEvent.click(screen.getByRole('button', { name: /Search and filter/ }));
    expect(await screen.findByRole('textbox', { name: 'Search by author' })).toBeTruthy();
  });

  it('speaks German', async () => {
    const container = createTestContainer();
    container.get<FakeApiClient>(TOKENS.ApiClient).onGet(REVIEW_API.list, { list: [], total: 0, total_capped: false, page: 1, page_size: 20 }).onGet(REVIEW_API.facets, FACETS);
    renderWithProviders(<ReviewListScreen />, { container, path: '/reviewList', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewertungen verwalten' })).toBeTruthy();
  });
});

/** 500 reviews, 20 a page: the page asked for, or nothing past page 25. */
function fiveHundredReviews(call: FakeApiCall) {
  const page = Number(call.query?.page ?? 1);
  const list: ReviewItem[] = page > 25 ? [] : [reviewItem(page * 100 + 1), reviewItem(page * 100 + 2)];
  return { list, total: 500, total_capped: false, page, page_size: 20 };
}

describe('ReviewListScreen on the whole app (the address moves)', () => {
  function renderReviews(path: string, setup: (api: FakeApiClient, contracts: FakeContractClient) => void = () => undefined) {
    const app = renderApp(path, {
      signedIn: true,
      setup: (di) => {
        // One view-model, so the test can do what a Polaris menu jsdom cannot open would do.
        di.bind(ReviewListViewModel).toSelf().inSingletonScope();
        const api = di.get<FakeApiClient>(TOKENS.ApiClient);
        api
          .onGet(REVIEW_API.list, fiveHundredReviews)
          .onGet(REVIEW_API.facets, { ...FACETS, total: 500 })
          .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' });
        const contracts = di.get<FakeContractClient>(TOKENS.ContractClient);
        contracts.on(getSavedViews, { views: [] });
        setup(api, contracts);
      },
    });
    return { ...app, api: app.di.get<FakeApiClient>(TOKENS.ApiClient), contracts: app.di.get<FakeContractClient>(TOKENS.ContractClient) };
  }

  it('a page past the last one shows the last page, says why and replaces the address, never "no reviews match"', async () => {
    const app = renderReviews('/reviewList?page=999');
    expect(await screen.findByText('Page 25 of 25 · 500 reviews')).toBeTruthy();
    expect(screen.getByText('Page 999 does not exist, so the last page (25) is shown.')).toBeTruthy();
    expect(screen.queryByText('No reviews match these filters')).toBeNull();
    expect(screen.queryByText(/Page 999 of/)).toBeNull();
    expect(app.router.shown?.location.search).toBe('?page=25');
    expect(app.router.shown?.action).toBe('REPLACE');
    expect(await screen.findByText('Title 2501')).toBeTruthy();
  });

  it('"select all" names the known total, not the rows of the page', async () => {
    renderReviews('/reviewList');
    await screen.findByText('Title 101');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /Select all/ })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 500 reviews' }));
    expect(await screen.findByText('All 500 reviews are selected')).toBeTruthy();
    expect(screen.queryByText(/20\+|2\+/)).toBeNull();
  });

  it('deleting the saved view shown leaves none of its filters applied: back to All', async () => {
    const app = renderReviews('/reviewList?ratings=3', (_api, contracts) => {
      contracts.on(getSavedViews, { views: [{ id: 7, name: 'Three stars', filter: 'ratings=3' }] }).on(deleteSavedView, { views: [] });
    });
    // Polaris draws the tabs twice, once hidden to measure them: the one in sight is the one that counts.
    const shownTab = (name: string) => screen.queryAllByRole('tab', { name }).find((tab) => !tab.closest('[class*="TabsMeasurer"]'));
    await waitFor(() => expect(shownTab('Three stars')?.getAttribute('aria-selected')).toBe('true'), { timeout: 5000 });
    expect(app.api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ ratings: ['3'] });
    // The tab's "Delete view" menu is a Polaris popover jsdom does not open (the e2e clicks it): its action runs as the menu's would.
    await act(() => app.di.get(ReviewListViewModel).list.deleteView(7));
    expect(app.contracts.callsTo(deleteSavedView)).toEqual([{ list: 'reviews', id: 7 }]);
    await waitFor(() => expect(app.router.shown?.location.search).toBe(''));
    await waitFor(() => expect(shownTab('All')?.getAttribute('aria-selected')).toBe('true'), { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'Three stars' })).toBeNull();
    expect(app.api.callsTo('GET', REVIEW_API.list).at(-1)?.query).not.toHaveProperty('ratings');
  });
});
