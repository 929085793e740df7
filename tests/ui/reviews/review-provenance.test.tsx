// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { getReviewAttributeAnswers } from '../../../src/contracts/review-attributes.contract';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { REVIEW_API } from '../../support/review-api-paths';
import { setScreenWidth } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

const INCENTIVE_HELP = 'The reviewer received a discount or free product for this review';
const SCRIPT_LABEL = '<img src=x onerror="window.__pwned = 1">.csv';

const ROWS: ReviewItem[] = [
  // Imported from a Judge.me file: a verified reviewer, incentivized; 03:30 UTC on 4 November is 3 November in New York.
  reviewItem(1, {
    title: 'From Judge.me',
    reviewer_verified: true,
    incentivized: true,
    imported_at: '2026-11-04T03:30:00.000Z',
    provenance: { origin: 'judgeme', label: 'reviews.csv', row: 12, import_id: 41 },
  }),
  // A verified buyer collected here: no provenance, one badge.
  reviewItem(2, { title: 'Collected here', verified: true, reviewer_verified: true }),
  // From an AliExpress page, without an import to open, its page address as text.
  reviewItem(3, {
    title: 'From AliExpress',
    imported_at: '2026-10-02T12:00:00.000Z',
    provenance: { origin: 'aliexpress', label: SCRIPT_LABEL, row: null, import_id: null },
  }),
];

function renderList(options: { readonly width?: number; readonly path?: string } = {}) {
  if (options.width !== undefined) setScreenWidth(options.width);
  const container = createTestContainer();
  container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'America/New_York' });
  const api = container.get<FakeApiClient>(TOKENS.ApiClient);
  api
    .onGet(REVIEW_API.list, { list: ROWS, total: ROWS.length, total_capped: false, page: 1, page_size: 20 })
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' })
    .onGet(REVIEW_API.one, (call: { query?: unknown }) => ROWS.find((row) => String(row.id) === String((call.query as { id: unknown }).id)) ?? ROWS[0]!)
    .onGet(REVIEW_API.replyTemplate, { template: '' })
    .onGet(getReviewAttributeAnswers.path, { answers: [] });
  renderWithProviders(<ReviewListScreen />, { container, path: options.path ?? '/reviewList' });
  return { api };
}

const rowOf = async (title: string, element: 'tr' | 'li') => (await screen.findByText(title)).closest(element) as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('where an imported review came from, at 1440 px', () => {
  it("says where, which file and row, and when, in the shop's date format, linking to the import", async () => {
    const { api } = renderList({ width: 1440 });
    const row = await rowOf('From Judge.me', 'tr');
    const link = within(row).getByRole('link', { name: 'Imported from Judge.me' });
    expect(link.getAttribute('href')).toBe('/import/file_import?job=41');
    expect(link.closest('[data-review-provenance]')?.textContent).toBe('Imported from Judge.me · reviews.csv · row 12 · Nov 3, 2026');
    // Everything came with the page: no request per row.
    expect(api.callsTo('GET', REVIEW_API.one)).toHaveLength(0);
  });

  it('shows a page address as text and no link when the review names no import; nothing for a review collected here', async () => {
    renderList({ width: 1440 });
    const row = await rowOf('From AliExpress', 'tr');
    const line = row.querySelector('[data-review-provenance]') as HTMLElement;
    expect(line.textContent).toBe(`Imported from AliExpress · ${SCRIPT_LABEL} · Oct 2, 2026`);
    expect(within(line).queryByRole('link')).toBeNull();
    expect(row.querySelector('img[onerror]')).toBeNull();
    const collected = await rowOf('Collected here', 'tr');
    expect(collected.querySelector('[data-review-provenance]')).toBeNull();
  });

  it('tells a verified buyer from a verified reviewer, and discloses an incentive with its reason', async () => {
    renderList({ width: 1440 });
    const imported = await rowOf('From Judge.me', 'tr');
    expect(within(imported).getByText('Verified reviewer')).toBeTruthy();
    expect(within(imported).queryByText('Verified buyer')).toBeNull();
    expect(within(imported).getByText('Incentivized')).toBeTruthy();
    expect(within(imported).getByText(INCENTIVE_HELP)).toBeTruthy();
    // A verified buyer who is also known as a reviewer shows only the stronger claim.
    const collected = await rowOf('Collected here', 'tr');
    expect(within(collected).getByText('Verified buyer')).toBeTruthy();
    expect(within(collected).queryByText('Verified reviewer')).toBeNull();
    expect(within(collected).queryByText('Incentivized')).toBeNull();
    const plain = await rowOf('From AliExpress', 'tr');
    for (const badge of ['Verified buyer', 'Verified reviewer', 'Incentivized']) expect(within(plain).queryByText(badge)).toBeNull();
  });

  it('opens the import, not the review, when its link is clicked', async () => {
    renderList({ width: 1440 });
    const row = await rowOf('From Judge.me', 'tr');
    fireEvent.click(within(row).getByRole('link', { name: 'Imported from Judge.me' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The rest of the line is the row's: it opens the review.
    fireEvent.click(within(row).getByText('· reviews.csv', { exact: false }));
    expect(await screen.findByRole('dialog', { name: 'Review by Author 1' })).toBeTruthy();
  });
});

describe('where an imported review came from, at 390 px', () => {
  it('puts the same line and badges on the stacked card', async () => {
    renderList({ width: 390 });
    const card = await rowOf('From Judge.me', 'li');
    expect(card.querySelector('[data-review-provenance]')?.textContent).toBe('Imported from Judge.me · reviews.csv · row 12 · Nov 3, 2026');
    expect(within(card).getByRole('link', { name: 'Imported from Judge.me' }).getAttribute('href')).toBe('/import/file_import?job=41');
    expect(within(card).getByText('Verified reviewer')).toBeTruthy();
    expect(within(card).getByText('Incentivized')).toBeTruthy();
  });
});

describe('the review dialog of an imported review', () => {
  it('repeats where it came from, its badges, and says in words why it is incentivized', async () => {
    renderList({ width: 1440, path: '/reviewList?id=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 1' });
    expect(within(dialog).getByRole('link', { name: 'Imported from Judge.me' }).getAttribute('href')).toBe('/import/file_import?job=41');
    expect(dialog.querySelector('[data-review-provenance]')?.textContent).toBe('Imported from Judge.me · reviews.csv · row 12 · Nov 3, 2026');
    expect(within(dialog).getByText('Verified reviewer')).toBeTruthy();
    expect(within(dialog).getAllByText(INCENTIVE_HELP).length).toBeGreaterThan(0);
  });

  it('names a verified buyer as such', async () => {
    renderList({ width: 1440, path: '/reviewList?id=2' });
    const dialog = await screen.findByRole('dialog', { name: 'Review by Author 2' });
    expect(within(dialog).getByText('Verified buyer')).toBeTruthy();
    expect(dialog.querySelector('[data-review-provenance]')).toBeNull();
  });
});
