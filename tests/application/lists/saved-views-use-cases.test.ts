import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { ImportLocalSavedViewsUseCase } from '../../../src/application/lists/import-local-saved-views.use-case';
import { ManageSavedViewsUseCase } from '../../../src/application/lists/manage-saved-views.use-case';
import { type AppSession } from '../../../src/application/session/app-session.port';
import { SAVED_VIEWS_PER_LIST_MAX } from '../../../src/contracts/saved-views.constants';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';
import { FakeSavedViews } from '../../fakes/fake-saved-views';

const SHOP = 'views-shop.myshopify.com';
const LOCAL_KEY = `review_views:${SHOP}`;

function setUp() {
  const server = new FakeSavedViews();
  const client = server.answer(new FakeContractClient());
  const storage = new FakeKeyValueStorage();
  const session = { shop: { domain: SHOP, name: 'Shop', planName: 'Free' } } as unknown as AppSession;
  const importer = new ImportLocalSavedViewsUseCase(storage, session, client);
  return { server, storage, importer, views: new ManageSavedViewsUseCase(client, importer) };
}

describe('saved views', () => {
  it('refuses a blank, too long, taken (any case) name or a full list before asking the server', async () => {
    const { views, server } = setUp();
    const current = [{ id: 1, name: 'Unhappy', filter: 'ratings=1' }];
    expect(await views.save('reviews', { name: '  ', filter: '' }, current)).toEqual({ saved: false, refusal: 'blankName' });
    expect(await views.save('reviews', { name: 'x'.repeat(41), filter: '' }, current)).toEqual({ saved: false, refusal: 'nameTooLong' });
    expect(await views.save('reviews', { name: ' UNHAPPY ', filter: '' }, current)).toEqual({ saved: false, refusal: 'nameTaken' });
    const full = Array.from({ length: SAVED_VIEWS_PER_LIST_MAX }, (_, index) => ({ id: index + 1, name: `View ${index}`, filter: '' }));
    expect(await views.save('reviews', { name: 'One more', filter: '' }, full)).toEqual({ saved: false, refusal: 'listFull' });
    expect(server.saves).toEqual([]);
  });

  it('saves the trimmed name and answers the list as the server has it', async () => {
    const { views } = setUp();
    const outcome = await views.save('questions', { name: ' Unanswered mugs ', filter: 'answered=2&product_ids=mug' }, []);
    expect(outcome).toEqual({
      saved: true,
      view: { id: 1, name: 'Unanswered mugs', filter: 'answered=2&product_ids=mug' },
      views: [{ id: 1, name: 'Unanswered mugs', filter: 'answered=2&product_ids=mug' }],
    });
    expect(await views.remove('questions', 1)).toEqual([]);
  });
});

describe("this browser's old local views", () => {
  it('move to the server the first time the list is read, then the local copy goes', async () => {
    const { views, storage, server } = setUp();
    storage.set(LOCAL_KEY, [
      { id: 'view-1', name: 'Three stars', search: 'ratings=3' },
      { id: 'view-2', name: 'Photos', search: 'resource_types=2' },
      { nonsense: true },
    ]);
    expect((await views.list('reviews')).map((view) => view.name)).toEqual(['Three stars', 'Photos']);
    expect(storage.get(LOCAL_KEY)).toBeUndefined();
    await views.list('reviews');
    expect(server.saves).toHaveLength(2);
  });

  it('drop a view the server refuses (its name is taken), and stay for the next visit when the server cannot be reached', async () => {
    const { importer, storage, server } = setUp();
    server.save('reviews', { name: 'Photos', filter: 'resource_types=2' });
    storage.set(LOCAL_KEY, [{ id: 'view-2', name: 'photos', search: 'resource_types=3' }]);
    await importer.execute('reviews');
    expect(storage.get(LOCAL_KEY)).toBeUndefined();
    expect(server.views.get('reviews')?.map((view) => view.filter)).toEqual(['resource_types=2']);

    storage.set(LOCAL_KEY, [{ id: 'view-3', name: 'Late', search: 'ratings=1' }]);
    server.failure = new ApiError('network', 'Network Error');
    await importer.execute('reviews');
    expect(storage.get(LOCAL_KEY)).toEqual([{ id: 'view-3', name: 'Late', search: 'ratings=1' }]);
  });

  it('are only the reviews list’s', async () => {
    const { importer, storage, server } = setUp();
    storage.set(LOCAL_KEY, [{ id: 'view-1', name: 'Three stars', search: 'ratings=3' }]);
    await importer.execute('questions');
    expect(server.saves).toEqual([]);
    expect(storage.get(LOCAL_KEY)).toBeDefined();
  });
});
