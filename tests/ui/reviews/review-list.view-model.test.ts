import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_API } from '../../support/review-api-paths';
import { TOKENS } from '../../../src/application/tokens';
import { formatReviewListSearch, parseReviewListSearch } from '../../../src/ui/reviews/review-list.definition';
import { ReviewListViewModel } from '../../../src/ui/reviews/review-list.view-model';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeSavedViews } from '../../fakes/fake-saved-views';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeFileDownloader } from '../../fakes/fake-file-downloader';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { createTestContainer } from '../../support/test-container';
import { inTurn } from '../../support/fake-answers';
import { type BulkJob, getReviewModerationEvents } from '../../../src/contracts/reviews.contract';
import { FACETS, reviewItem } from './review-fixtures';

function setup(items = [reviewItem(1), reviewItem(2), reviewItem(3)]) {
  const di = createTestContainer();
  const savedViews = new FakeSavedViews();
  savedViews.answer(di.get<FakeContractClient>(TOKENS.ContractClient));
  const api = di.get<FakeApiClient>(TOKENS.ApiClient);
  let list = items;
  api
    .onGet(REVIEW_API.list, () => ({ list, total: list.length, total_capped: false, page: 1, page_size: 20 }))
    .onGet(REVIEW_API.facets, FACETS)
    .onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '2' })
    .onGet(REVIEW_API.one, (call: { query?: { id?: unknown } }) => list.find((item) => item.id === Number(call.query?.id)) ?? reviewItem(Number(call.query?.id)))
    .onGet(REVIEW_API.replyTemplate, { template: 'Thanks, Author 1!' });
  const vm = di.get(ReviewListViewModel);
  const setList = (next: typeof items) => {
    list = next;
  };
  return {
    vm,
    api,
    setList,
    savedViews,
    navigator: di.get<FakeNavigator>(TOKENS.Navigator),
    toaster: di.get<FakeToaster>(TOKENS.Toaster),
    files: di.get<FakeFileDownloader>(TOKENS.FileDownloader),
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the list state in the URL', () => {
  it('round-trips filter, sort, page and the open review', () => {
    const search = 'product_groups=3&ratings=1&resource_types=2&date_range=3&sort=rating_asc&page=2&id=7';
    const state = parseReviewListSearch(search);
    expect(state.filter.ratings).toEqual([1]);
    expect(state.filter.productGroupIds).toEqual([3]);
    expect(state.sort).toBe('rating_asc');
    expect(state.page).toBe(2);
    expect(state.openId).toBe(7);
    expect(parseReviewListSearch(formatReviewListSearch(state))).toEqual(state);
  });

  it('falls back to defaults for nonsense', () => {
    const state = parseReviewListSearch('?sort=evil&page=-3&id=abc&ratings=9');
    expect(state).toMatchObject({ sort: 'commented_at_desc', page: 1, openId: null });
    expect(state.filter.ratings).toEqual([]);
  });
});

describe('ReviewListViewModel', () => {
  it('loads the page and the facets of the filter in the URL', async () => {
    const { vm, api } = setup();
    vm.list.syncFromUrl('?ratings=1&resource_types=2&date_range=3');
    // The first load of the file also loads the list's lazy modules: wait for it, not for a number of ticks.
    await vi.waitFor(() => expect(vm.list.status).toBe('ready'), { timeout: 10_000 });
    expect(vm.list.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(vm.list.facets?.ratings['1']).toBe(1);
    expect(api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ ratings: ['1'], resource_types: ['2'], date_range: '3', page: '1' });
  });

  it('a filter change pushes the new address and goes back to page 1', async () => {
    const { vm, navigator, api } = setup();
    vm.list.syncFromUrl('?page=3');
    await settle();
    vm.setFilter({ ratings: [1, 2] });
    expect(navigator.path).toBe('/reviewList?ratings=1&ratings=2');
    expect(vm.list.page).toBe(1);
    await settle();
    const lists = api.callsTo('GET', REVIEW_API.list).length;
    // The router then reports the address it was sent to: nothing is fetched twice.
    vm.list.syncFromUrl('?ratings=1&ratings=2');
    await settle();
    expect(api.callsTo('GET', REVIEW_API.list)).toHaveLength(lists);
    // Back to the first address (browser back): its state and data return.
    vm.list.syncFromUrl('?page=3');
    expect(vm.list.filter.ratings).toEqual([]);
    expect(vm.list.page).toBe(3);
  });

  it('debounces the search 200 ms and searches the chosen field', async () => {
    vi.useFakeTimers();
    const { vm, navigator, api } = setup();
    vm.list.syncFromUrl('');
    await vi.runAllTimersAsync();
    vm.list.setSearchScope('title');
    vm.list.setKeyword('sh');
    vm.list.setKeyword('shirt');
    await vi.advanceTimersByTimeAsync(199);
    expect(navigator.path).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigator.path).toBe('/reviewList?search_field=title&keyword=shirt');
    await vi.runAllTimersAsync();
    expect(api.callsTo('GET', REVIEW_API.list).at(-1)?.query).toMatchObject({ search_field: 'title', keyword: 'shirt' });
  });

  it('refuses an invalid custom range with the field messages and keeps the filter', () => {
    const { vm } = setup();
    vm.list.customRange.setStart('2026-02-30');
    vm.list.customRange.setEnd('2026-03-01');
    expect(vm.list.applyCustomRange()).toBe(false);
    expect(vm.list.customRange.startError?.key).toBe('dateFormatError');
    vm.list.customRange.setStart('2026-03-05');
    expect(vm.list.applyCustomRange()).toBe(false);
    expect(vm.list.customRange.rangeError?.key).toBe('dateRangeOrderError');
    expect(vm.list.filter.dateRange).toEqual({ kind: 'preset', code: 0 });
    vm.list.customRange.setStart('2026-02-01');
    expect(vm.list.applyCustomRange()).toBe(true);
    expect(vm.list.search).toBe('start_date=2026-02-01&end_date=2026-03-01');
  });

  it('tells "no reviews at all" from "nothing matches"', async () => {
    const { vm } = setup([]);
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.emptyKind).toBe('noItems');
    vm.setFilter({ ratings: [1] });
    await settle();
    expect(vm.list.emptyKind).toBe('noMatch');
  });

  it('shows the error and recovers on retry', async () => {
    const { vm, api } = setup();
    api.fail('GET', REVIEW_API.list, 'database down');
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.status).toBe('error');
    expect(vm.list.errorMessage).toBe('database down');
    api.onGet(REVIEW_API.list, { list: [reviewItem(9)], total: 1, total_capped: false, page: 1, page_size: 20 });
    vm.list.retry();
    await settle();
    expect(vm.list.items.map((item) => item.id)).toEqual([9]);
  });

  it('bulk-publishes the selected ids, then refetches the counts', async () => {
    const { vm, api, toaster } = setup();
    api.onPost(REVIEW_API.update, { updated: 2 });
    vm.list.syncFromUrl('');
    await settle();
    vm.list.selection.toggle(1);
    vm.list.selection.toggle(3);
    vm.runBulk('publish');
    await settle();
    expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ ids: [1, 3], changes: { published: true } });
    expect(toaster.contents).toEqual(['reviews:toast.publish {"count":2}']);
    expect(vm.list.selection.count).toBe(0);
    expect(api.callsTo('GET', REVIEW_API.facets)).toHaveLength(2);
  });

  it('"all matching" sends the filter and follows the job with progress until it ends', async () => {
    const { vm, api } = setup();
    const jobs = inTurn<BulkJob>(
      { id: 5, action: 'update', status: 'running', processed: 5000, total: 12000 },
      { id: 5, action: 'update', status: 'succeeded', processed: 12000, total: 12000 },
    );
    api.onPost(REVIEW_API.update, { job_id: 5 }).onGet(REVIEW_API.job, jobs);
    vm.list.syncFromUrl('?ratings=1');
    await settle();
    vm.list.selection.selectAllMatching(true);
    vm.runBulk('unpublish');
    // Unpublishing asks for a neutral reason first.
    expect(vm.reasonDialog.isOpen).toBe(true);
    vm.reasonDialog.choose('spam');
    void vm.reasonDialog.confirm();
    await settle();
    expect(vm.bulkRunning).toBe(true);
    expect(vm.list.bulk.progress).toEqual({ processed: 5000, total: 12000 });
    await vi.waitFor(() => expect(vm.bulkRunning).toBe(false), { timeout: 2000 });
    expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ filter: { ratings: ['1'] }, changes: { published: false }, reason: 'spam' });
  });

  it('a failed job changes nothing and says why', async () => {
    const { vm, api, toaster } = setup();
    api.onPost(REVIEW_API.update, { job_id: 6 }).onGet(REVIEW_API.job, { id: 6, action: 'update', status: 'failed', processed: 0, total: 9000, error: 'disk full' });
    vm.list.syncFromUrl('');
    await settle();
    vm.list.selection.selectAllMatching(true);
    vm.runBulk('feature');
    await settle();
    expect(toaster.shown.at(-1)).toMatchObject({ error: true, content: 'reviews:toast.failed {"message":"disk full"}' });
  });

  it('offers delete only when the shop config allows batch delete, and asks first', async () => {
    const { vm, api } = setup();
    await vm.start();
    expect(vm.bulkActions).not.toContain('delete');
    api.onGet(REVIEW_API.shopConfigs, { show_batch_del_btn: '1' }).onPost(REVIEW_API.remove, { deleted: 1 });
    await vm.start();
    expect(vm.bulkActions).toContain('delete');
    vm.list.syncFromUrl('');
    await settle();
    vm.list.selection.toggle(2);
    vm.runBulk('delete');
    expect(vm.list.bulk.pending).toEqual({ action: 'delete', count: 1 });
    // Without a reason the dialog says it is required and nothing is sent.
    await vm.reasonDialog.confirm();
    expect(vm.reasonDialog.missing).toBe(true);
    expect(api.callsTo('POST', REVIEW_API.remove)).toHaveLength(0);
    vm.reasonDialog.choose('author_request');
    await vm.reasonDialog.confirm();
    await settle();
    expect(api.callsTo('POST', REVIEW_API.remove)[0]?.body).toEqual({ ids: [2], reason: 'author_request' });
    expect(vm.reasonDialog.isOpen).toBe(false);
  });

  it('keys: j/k move the focus, p publishes the focused review, x selects it, ? opens the help', async () => {
    const { vm, api } = setup();
    api.onPost(REVIEW_API.update, { updated: 1 });
    vm.list.syncFromUrl('');
    await settle();
    expect(vm.list.focusedIndex).toBe(0);
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('next');
    expect(vm.list.focusedItem?.id).toBe(3);
    vm.list.handleShortcut('previous');
    vm.list.handleShortcut('toggleSelect');
    expect(vm.list.selection.ids).toEqual([2]);
    vm.list.handleShortcut('publish');
    await settle();
    expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ ids: [2], changes: { published: true } });
    vm.list.handleShortcut('help');
    expect(vm.list.helpOpen).toBe(true);
  });

  it('u asks for a reason before it unpublishes the focused review; a refusal stays in the dialog', async () => {
    const { vm, api } = setup([reviewItem(1, { published: true }), reviewItem(2)]);
    api.fail('POST', REVIEW_API.update, 'reason: is required to unpublish');
    vm.list.syncFromUrl('');
    await settle();
    vm.list.handleShortcut('unpublish');
    expect(vm.reasonDialog.isOpen).toBe(true);
    expect(vm.reasonDialog).toMatchObject({ action: 'unpublish', count: 1 });
    expect(vm.list.dialogOpen).toBe(true);
    expect(api.callsTo('POST', REVIEW_API.update)).toHaveLength(0);
    vm.reasonDialog.choose('offensive_content');
    await vm.reasonDialog.confirm();
    expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ ids: [1], changes: { published: false }, reason: 'offensive_content' });
    // The server's refusal shows inside the dialog, which stays open for another try.
    expect(vm.reasonDialog.isOpen).toBe(true);
    expect(vm.list.bulk.confirmation.failure).toBe('reason: is required to unpublish');
    api.onPost(REVIEW_API.update, { updated: 1 });
    await vm.reasonDialog.confirm();
    expect(vm.reasonDialog.isOpen).toBe(false);
  });

  it('the moderation history loads page by page, and Esc on it leaves the review open', async () => {
    const { vm, api } = setup();
    const event = (id: number) => ({ id, action: 'hide' as const, reason: 'spam' as const, rating: 1, actor: 'merchant', at: '2026-11-02T10:00:00Z' });
    api.onGet(getReviewModerationEvents.path, (call: { query?: { page?: unknown } }) =>
      call.query?.page === '2' ? { list: [event(1)], total: 21, page: 2, page_size: 20 } : { list: Array.from({ length: 20 }, (_, i) => event(21 - i)), total: 21, page: 1, page_size: 20 },
    );
    vm.list.syncFromUrl('?id=2');
    await settle();
    vm.history.open(2);
    await settle();
    expect(vm.history.events).toHaveLength(20);
    expect(vm.history.hasMore).toBe(true);
    await vm.history.loadMore();
    expect(vm.history.events.map((item) => item.id).at(-1)).toBe(1);
    expect(vm.history.hasMore).toBe(false);
    expect(api.callsTo('GET', getReviewModerationEvents.path).map((call) => call.query)).toEqual([
      { id: '2', page: '1', page_size: '20' },
      { id: '2', page: '2', page_size: '20' },
    ]);
    // Esc reaches the review too: it stays open while the history is over it.
    vm.closeReview();
    expect(vm.openId).toBe(2);
    vm.history.close();
    vm.closeReview();
    expect(vm.openId).toBeNull();
  });

  it('r opens the focused review with the reply editor prefilled from the template', async () => {
    const { vm, navigator } = setup();
    vm.list.syncFromUrl('');
    await settle();
    vm.list.handleShortcut('reply');
    await settle();
    expect(navigator.path).toBe('/reviewList?id=1');
    expect(vm.detail?.id).toBe(1);
    expect(vm.reply.isOpen).toBe(true);
    expect(vm.reply.draft).toBe('Thanks, Author 1!');
    expect(vm.list.dialogOpen).toBe(true);
  });

  it('saves a reply, refuses a blank one, and deletes it', async () => {
    const { vm, api, setList } = setup();
    const replied = reviewItem(2, { reply: { body: 'Thank you', published: true, replied_at: '2026-11-02T00:00:00Z' } });
    api.onPost(REVIEW_API.reply, replied).onPost(REVIEW_API.deleteReply, reviewItem(2));
    vm.list.syncFromUrl('?id=2');
    await settle();
    expect(vm.detail?.id).toBe(2);
    await vm.reply.open();
    vm.reply.setDraft('   ');
    await vm.reply.save();
    expect(vm.reply.error).toBe('reviews:reply.required');
    expect(api.callsTo('POST', REVIEW_API.reply)).toHaveLength(0);
    vm.reply.setDraft('Thank you');
    setList([reviewItem(1), replied, reviewItem(3)]);
    await vm.reply.save();
    expect(api.callsTo('POST', REVIEW_API.reply)[0]?.body).toEqual({ id: 2, body: 'Thank you', published: true });
    expect(vm.detail?.reply?.body).toBe('Thank you');
    expect(vm.list.items[1]?.reply?.body).toBe('Thank you');
    vm.reply.requestDelete();
    await vm.reply.confirmDelete();
    expect(vm.detail?.reply).toBeNull();
  });

  it('saves the current filter as a view for the whole shop, selects it when it matches, and deleting it goes back to All', async () => {
    const { vm, savedViews } = setup();
    vm.list.syncFromUrl('?ratings=3');
    await vm.start();
    await settle();
    expect(vm.list.selectedViewIndex).toBe(-1);
    expect(await vm.list.saveView('  ')).toBe(false);
    expect(await vm.list.saveView('Three stars')).toBe(true);
    expect(savedViews.saves).toEqual([{ list: 'reviews', view: { name: 'Three stars', filter: 'ratings=3' } }]);
    const saved = vm.list.views.tabs.at(-1);
    expect(saved?.saved).toMatchObject({ name: 'Three stars', filter: 'ratings=3' });
    expect(vm.list.selectedViewIndex).toBe(vm.list.views.tabs.length - 1);
    vm.list.selectView(1);
    expect(vm.list.search).toBe('publishes=2');
    vm.list.selectView(vm.list.views.tabs.length - 1);
    expect(vm.list.search).toBe('ratings=3');
    await vm.list.deleteView(saved?.saved?.id ?? 0);
    expect(vm.list.views.saved).toEqual([]);
    expect(vm.list.search).toBe('');
    expect(vm.list.selectedViewIndex).toBe(0);
  });

  it('f features the focused review and unfeatures a featured one; Enter opens it', async () => {
    const { vm, api, setList } = setup();
    api.onPost(REVIEW_API.update, { updated: 1 });
    setList([reviewItem(1, { featured: true }), reviewItem(2)]);
    vm.list.syncFromUrl('');
    await settle();
    vm.list.handleShortcut('feature');
    await settle();
    expect(api.callsTo('POST', REVIEW_API.update)[0]?.body).toEqual({ ids: [1], changes: { featured: false } });
    vm.list.handleShortcut('next');
    vm.list.handleShortcut('feature');
    await settle();
    expect(api.callsTo('POST', REVIEW_API.update)[1]?.body).toEqual({ ids: [2], changes: { featured: true } });
    vm.list.handleShortcut('openRow');
    await settle();
    expect(vm.openId).toBe(2);
    expect(vm.detail?.id).toBe(2);
  });
});

describe('a capped list count', () => {
  it('takes the exact total from the facets when get_reviews stopped counting', async () => {
    const { vm, api } = setup();
    api
      .onGet(REVIEW_API.list, { list: [reviewItem(1)], total: 1000, total_capped: true, page: 1, page_size: 20 })
      .onGet(REVIEW_API.facets, { ...FACETS, total: 1100 });
    vm.list.syncFromUrl('?publishes=2');
    await settle();
    expect(vm.list.total).toEqual({ count: 1100, exact: true });
    expect(vm.list.pageCount).toBe(55);
    vm.list.selection.selectAllMatching(true);
    expect(vm.list.selection.count).toBe(1100);
  });
});

describe('CSV export', () => {
  it('downloads export_reviews with the whole current filter, not the page or the selection', async () => {
    const { vm, files, toaster } = setup();
    vm.list.syncFromUrl('?ratings=1&resource_types=2&sources=Amazon&page=2');
    await settle();
    vm.list.selection.toggle(1);
    await vm.exportCsv();
    expect(files.downloads).toEqual([
      { path: REVIEW_API.exportCsv, query: { ratings: ['1'], resource_types: ['2'], sources: ['Amazon'], format: 'starling' }, filename: 'reviews.csv' },
    ]);
    expect(toaster.contents).toEqual(['reviews:export.done {"filename":"reviews.csv"}']);
    expect(vm.exporting).toBe(false);
  });

  it('exports in the format chosen in the dialog, which closes once the file is saved', async () => {
    const { vm, files } = setup();
    vm.list.syncFromUrl('');
    await settle();
    vm.openExport();
    vm.setExportFormat('loox');
    expect(vm.exportOpen).toBe(true);
    await vm.exportCsv();
    expect(files.downloads).toEqual([{ path: REVIEW_API.exportCsv, query: { format: 'loox' }, filename: 'reviews.csv' }]);
    expect(vm.exportOpen).toBe(false);
  });

  it('keeps the dialog open when the export fails, and closes it on cancel', async () => {
    const { vm, files } = setup();
    vm.list.syncFromUrl('');
    await settle();
    vm.openExport();
    files.failWith(new Error('offline'));
    await vm.exportCsv();
    expect(vm.exportOpen).toBe(true);
    vm.closeExport();
    expect(vm.exportOpen).toBe(false);
  });

  it('ignores a second click while the first export runs', async () => {
    const { vm, files } = setup();
    vm.list.syncFromUrl('');
    await settle();
    const first = vm.exportCsv();
    expect(vm.exporting).toBe(true);
    await vm.exportCsv();
    await first;
    expect(files.downloads).toHaveLength(1);
  });

  it('a failed export keeps its dialog open with the reason in it, and can be tried again', async () => {
    const { vm, files, toaster } = setup();
    vm.list.syncFromUrl('');
    await settle();
    vm.openExport();
    files.failWith(new Error('Request failed with status code 500'));
    await vm.exportCsv();
    expect(vm.exportOpen).toBe(true);
    expect(vm.exportDialog.failure).toBe('Request failed with status code 500');
    files.failWith(null);
    await vm.exportCsv();
    expect(files.downloads).toHaveLength(1);
    expect(vm.exportOpen).toBe(false);
    expect(vm.exportDialog.failure).toBeNull();
    expect(toaster.shown.at(-1)).toMatchObject({ content: expect.stringContaining('reviews:export.done') });
  });
});
