// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_API } from '../../support/review-api-paths';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { initialsOf } from '../../../src/ui/kit/person-avatar';
import { bodyPreview } from '../../../src/ui/reviews/review-row-cells';
import { ReviewListScreen } from '../../../src/ui/reviews/review-list.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { setScreenWidth } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { FACETS, reviewItem } from './review-fixtures';

// 03:30 UTC on 1 November is 31 October in New York, where the demo shop filters its dates.
const LATE_OCTOBER_IN_NEW_YORK = '2026-11-01T03:30:00Z';

const ROWS: ReviewItem[] = [
  reviewItem(1, {
    author_name: 'Jane Doe',
    rating: 4,
    title: 'Lovely linen',
    media: [
      { kind: 'photo', url: '/upload/1/photoAAAA1.png' },
      { kind: 'photo', url: '/upload/1/photoAAAA2.png' },
      { kind: 'photo', url: '/upload/1/photoAAAA3.png' },
      { kind: 'photo', url: '/upload/1/photoAAAA4.png' },
      { kind: 'video', url: '/upload/1/videoAAAAA.mp4' },
    ],
    commented_at: LATE_OCTOBER_IN_NEW_YORK,
  }),
  reviewItem(2, { author_name: 'Omar', rating: 2, title: '', body: 'The seams came apart after the first wash, which was disappointing for the price I paid for it.' }),
  reviewItem(3, { author_name: 'Ana Lucía Pérez', rating: 5, title: '', body: '' }),
];

function renderList(language?: string) {
  const container = createTestContainer();
  container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'America/New_York' });
  container
    .get<FakeApiClient>(TOKENS.ApiClient)
    .onGet(REVIEW_API.list, { list: ROWS, total: ROWS.length, total_capped: false, page: 1, page_size: 20 })
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' });
  return renderWithProviders(<ReviewListScreen />, { container, path: '/reviewList', ...(language ? { language } : {}) });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('review rows at 1440 px', () => {
  it('draw the rating as five stars named "4 of 5 stars", not as text', async () => {
    renderList();
    const row = (await screen.findByText('Lovely linen')).closest('tr') as HTMLElement;
    const stars = within(row).getByRole('img', { name: '4 of 5 stars' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    expect(within(row).queryByText('4 of 5 stars')).toBeNull();
  });

  it('show the first photos as thumbnails with their alt text, then how many more, and the videos', async () => {
    renderList();
    const row = (await screen.findByText('Lovely linen')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('img', { name: /^Photo \d from Jane Doe$/ }).map((image) => image.getAttribute('src'))).toEqual([
      '/upload/1/photoAAAA1.png',
      '/upload/1/photoAAAA2.png',
      '/upload/1/photoAAAA3.png',
    ]);
    expect(within(row).getByText('+1 more photo')).toBeTruthy();
    expect(within(row).getByText('1 video')).toBeTruthy();
  });

  it('preview the text of an untitled review, and say "Rating only" instead of an empty cell', async () => {
    renderList();
    expect(await screen.findByText('The seams came apart after the first wash, which was disappointing for the price I paid…')).toBeTruthy();
    const ratingOnly = screen.getByText('Rating only, no written review').closest('tr') as HTMLElement;
    expect(within(ratingOnly).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
  });

  it('give each author an avatar with initials', async () => {
    renderList();
    const row = (await screen.findByText('Lovely linen')).closest('tr') as HTMLElement;
    expect(within(row).getByText('JD')).toBeTruthy();
    expect(within(row).getByText('Jane Doe')).toBeTruthy();
  });

  it('print dates in the shop’s time zone and the admin language', async () => {
    renderList();
    const row = (await screen.findByText('Lovely linen')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Oct 31, 2026')).toBeTruthy();
  });

  it('print German dates in German', async () => {
    renderList('de');
    const row = (await screen.findByText('Lovely linen')).closest('tr') as HTMLElement;
    expect(within(row).getByText('31.10.2026')).toBeTruthy();
  });
});

describe('review rows at 390 px', () => {
  it('stack each review as a card (author, date, stars, text, product, state) instead of a six-column table', async () => {
    setScreenWidth(390);
    const { container } = renderList();
    const title = await screen.findByText('Lovely linen');
    expect(container.querySelector('table')).toBeNull();
    const card = title.closest('li') as HTMLElement;
    expect(within(card).getByText('Jane Doe')).toBeTruthy();
    expect(within(card).getByText('Oct 31, 2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(card).getByText('Linen shirt')).toBeTruthy();
    expect(within(card).getByText('Unpublished')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('[role="img"][aria-label$="of 5 stars"]'))).toHaveLength(3);
  });
});

describe('row cell rules', () => {
  it('initials: first and last name, letters only, upper case', () => {
    expect([initialsOf('Jane van Doe'), initialsOf('anna'), initialsOf('  '), initialsOf('émile zola'), initialsOf('(Bob) Smith')]).toEqual(['JD', 'A', '', 'ÉZ', 'BS']);
  });

  it('body preview: whole when short, cut at a word with an ellipsis when long', () => {
    expect(bodyPreview('  Short\nand sweet ')).toBe('Short and sweet');
    expect(bodyPreview('word '.repeat(40))).toMatch(/^(word ){17}word…$/);
  });
});
