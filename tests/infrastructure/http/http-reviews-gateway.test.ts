import { describe, expect, it } from 'vitest';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpReviewsGateway } from '../../../src/infrastructure/http/http-reviews-gateway';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER } from '../../../src/domain/reviews/review-filter';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { FakeFileDownloader } from '../../fakes/fake-file-downloader';

function setup() {
  const api = new FakeApiClient();
  const files = new FakeFileDownloader();
  return { api, files, gateway: new HttpReviewsGateway(new ApiContractClient(api), files) };
}

const filter = { ...EMPTY_REVIEW_FILTER, ratings: [4, 5] as const, dateRange: presetDateRange(3), search: { field: 'title' as const, keyword: 'blue mug' } };

describe('HttpReviewsGateway', () => {
  it("sends each call as its contract says: method, path and the filter's query parameters", async () => {
    const { api, gateway } = setup();
    api.onGet('/api/v1/admin/get_reviews', { list: [], total: 0, total_capped: false, page: 2, page_size: 20 });
    await gateway.list({ filter, sort: 'rating_asc', page: 2, pageSize: 20 });
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/api/v1/admin/get_reviews',
        query: { date_range: '3', ratings: ['4', '5'], search_field: 'title', keyword: 'blue mug', sort: 'rating_asc', page: '2', page_size: '20' },
        body: undefined,
        options: undefined,
      },
    ]);
  });

  it('posts a bulk selection as ids or as the filter, and unwraps the reply template', async () => {
    const { api, gateway } = setup();
    api.onPost('/api/v1/admin/update_reviews', { job_id: 4 }).onPost('/api/v1/admin/delete_reviews', { deleted: 2 });
    api.onGet('/api/v1/admin/get_reply_template', { template: 'Thanks!' });
    await expect(gateway.update({ kind: 'filter', filter }, { published: false })).resolves.toEqual({ job_id: 4 });
    await expect(gateway.remove({ kind: 'ids', ids: [1, 2] })).resolves.toEqual({ deleted: 2 });
    await expect(gateway.replyTemplate(7)).resolves.toBe('Thanks!');
    expect(api.calls.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/update_reviews',
        query: undefined,
        body: { filter: { date_range: '3', ratings: ['4', '5'], search_field: 'title', keyword: 'blue mug' }, changes: { published: false } },
      },
      { method: 'POST', path: '/api/v1/admin/delete_reviews', query: undefined, body: { ids: [1, 2] } },
      { method: 'GET', path: '/api/v1/admin/get_reply_template', query: { id: '7' }, body: undefined },
    ]);
  });

  it("downloads the CSV from export_reviews' path with the filter's query and the chosen format", async () => {
    const { files, gateway } = setup();
    await expect(gateway.exportCsv(filter, 'yotpo', 'reviews.csv')).resolves.toBe('reviews.csv');
    expect(files.downloads).toEqual([
      { path: '/api/v1/admin/export_reviews', query: { date_range: '3', ratings: ['4', '5'], search_field: 'title', keyword: 'blue mug', format: 'yotpo' }, filename: 'reviews.csv' },
    ]);
  });
});
