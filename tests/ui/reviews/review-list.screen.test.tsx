// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { exportReviews, getReplyTemplate, getReview, getReviewFacets, getReviews, updateReviews } from '../../../src/contracts/reviews.contract';
import { getShopConfigs } from '../../../src/contracts/shop-config.contract';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeFileDownloader } from '../../fakes/fake-file-downloader';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem, reviewPage } from './review-fixtures';

const XSS = '<img src=x onerror=window.__xss=1>';

function renderList(path: string, list = [reviewItem(1, { author_name: XSS, title: '<script>window.__xss=1</script>' }), reviewItem(2)]) {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  api
    .on(getReviews, reviewPage(list))
    .on(getReviewFacets, FACETS)
    .on(getShopConfigs, { show_batch_del_btn: '2' })
    .on(getReview, ({ id }) => list.find((item) => item.id === id) ?? reviewItem(id))
    .on(getReplyTemplate, { template: '' })
    .on(updateReviews, { updated: 1 });
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
    expect(api.callsTo(getReviews)[0]?.filter.ratings).toEqual([1]);
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
    expect(api.callsTo(updateReviews)).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(api.callsTo(updateReviews)[0]).toEqual({ ids: [2], changes: { published: true } }));
  });

  it('? opens the shortcut overlay, and keys are ignored while it is open', async () => {
    const { api } = renderList('/reviewList');
    await screen.findByText('Title 2');
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Next review')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(api.callsTo(updateReviews)).toHaveLength(0);
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

  it('Export CSV downloads export_reviews with the filter in the URL and says so in a toast', async () => {
    const { files, toaster } = renderList('/reviewList?ratings=1&sources=Amazon');
    await screen.findByText('Title 2');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files.downloads).toHaveLength(1));
    expect(files.downloads[0]).toMatchObject({ path: exportReviews.path, query: { ratings: ['1'], sources: ['Amazon'] } });
    await waitFor(() => expect(toaster.contents).toEqual([expect.stringContaining('export.done')]));
  });

  it('a filter no tab stands for opens the filter bar with its chips', async () => {
    renderList('/reviewList?ratings=1');
    expect(await screen.findByRole('button', { name: 'Rating: 1' })).toBeTruthy();
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

  it('speaks German', async () => {
    const container = createTestContainer();
    container.get<FakeContractClient>(TOKENS.ContractClient).on(getReviews, reviewPage([])).on(getReviewFacets, FACETS);
    renderWithProviders(<ReviewListScreen />, { container, path: '/reviewList', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewertungen verwalten' })).toBeTruthy();
  });
});
