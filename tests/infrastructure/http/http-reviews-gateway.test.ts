import { describe, expect, it } from 'vitest';
import { HttpReviewsGateway } from '../../../src/infrastructure/http/http-reviews-gateway';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER } from '../../../src/domain/reviews/review-filter';
import { FakeFileDownloader } from '../../fakes/fake-file-downloader';

function setup() {
  const files = new FakeFileDownloader();
  return { files, gateway: new HttpReviewsGateway(files) };
}

const filter = { ...EMPTY_REVIEW_FILTER, ratings: [4, 5] as const, dateRange: presetDateRange(3), search: { field: 'title' as const, keyword: 'blue mug' } };

describe('HttpReviewsGateway', () => {
  it("downloads the CSV from export_reviews' path with the filter's query and the chosen format", async () => {
    const { files, gateway } = setup();
    await expect(gateway.exportCsv(filter, 'yotpo', 'reviews.csv')).resolves.toBe('reviews.csv');
    expect(files.downloads).toEqual([
      { path: '/api/v1/admin/export_reviews', query: { date_range: '3', ratings: ['4', '5'], search_field: 'title', keyword: 'blue mug', format: 'yotpo' }, filename: 'reviews.csv' },
    ]);
  });
});
