import { describe, expect, it } from 'vitest';
import { deleteSavedView, getSavedViews, type SavedView, saveSavedView } from '../../../src/contracts/saved-views.contract';
import { SAVED_VIEW_FILTER_MAX_LENGTH, SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_PER_LIST_MAX } from '../../../src/contracts/saved-views.constants';
import { signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

describe.each(TEST_DATABASES)('saved views on $name', (target) => {
  const ctx = useTestServer(target);

  const list = async (token: string, key = 'reviews') => ctx.server.call('GET', withQuery(getSavedViews.path, { list: key }), { token });
  const viewsOf = async (token: string, key = 'reviews') => (await list(token, key)).json?.data.views as SavedView[];
  const save = (token: string, body: unknown) => ctx.server.call('POST', saveSavedView.path, { token, body });
  const remove = (token: string, body: unknown) => ctx.server.call('POST', deleteSavedView.path, { token, body });

  it('keeps views per shop and list, oldest first, shared by every device signed in to the shop', async () => {
    const { token } = await signInShop(ctx.server, 'views-shared.myshopify.com');
    expect(await list(token)).toMatchObject({ status: 200, json: { code: 0, data: { views: [] } } });

    const first = await save(token, { list: 'reviews', name: '  Three stars ', filter: 'ratings=3' });
    expect(first.status).toBe(200);
    expect(first.json?.data).toEqual({
      view: { id: expect.any(Number), name: 'Three stars', filter: 'ratings=3' },
      views: [{ id: expect.any(Number), name: 'Three stars', filter: 'ratings=3' }],
    });
    await save(token, { list: 'reviews', name: 'Photos', filter: 'resource_types=2' });
    await save(token, { list: 'questions', name: 'Three stars', filter: 'answered=2' });

    // Another member of staff, another browser: a new token for the same shop.
    const { token: otherDevice } = await signInShop(ctx.server, 'views-shared.myshopify.com');
    expect((await viewsOf(otherDevice)).map((view) => view.name)).toEqual(['Three stars', 'Photos']);
    expect(await viewsOf(otherDevice, 'questions')).toEqual([{ id: expect.any(Number), name: 'Three stars', filter: 'answered=2' }]);
  });

  it('deletes a view, and deleting it again (another device got there first) changes nothing', async () => {
    const { token } = await signInShop(ctx.server, 'views-delete.myshopify.com');
    const kept = (await save(token, { list: 'reviews', name: 'Kept', filter: 'tags=1' })).json?.data.view as SavedView;
    const gone = (await save(token, { list: 'reviews', name: 'Gone', filter: 'ratings=1' })).json?.data.view as SavedView;
    const deleted = await remove(token, { list: 'reviews', id: gone.id });
    expect(deleted.status).toBe(200);
    expect(deleted.json?.data).toEqual({ views: [kept] });
    expect((await remove(token, { list: 'reviews', id: gone.id })).json?.data).toEqual({ views: [kept] });
    // The id belongs to the reviews list: naming another list removes nothing.
    expect((await remove(token, { list: 'questions', id: kept.id })).json?.data).toEqual({ views: [] });
    expect(await viewsOf(token)).toEqual([kept]);
  });

  it('refuses a second view of the same name in a list, whatever its case, with a 409', async () => {
    const { token } = await signInShop(ctx.server, 'views-names.myshopify.com');
    await save(token, { list: 'reviews', name: 'Unhappy', filter: 'ratings=1' });
    const again = await save(token, { list: 'reviews', name: 'UNHAPPY', filter: 'ratings=2' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 40900, message: 'name: this list already has a view with this name', data: null });
    expect((await save(token, { list: 'questions', name: 'Unhappy', filter: '' })).status).toBe(200);
    expect(await viewsOf(token)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST_MAX} views in a list`, async () => {
    const { token } = await signInShop(ctx.server, 'views-full.myshopify.com');
    for (let index = 1; index <= SAVED_VIEWS_PER_LIST_MAX; index += 1) {
      expect((await save(token, { list: 'reviews', name: `View ${index}`, filter: `ratings=${(index % 5) + 1}` })).status).toBe(200);
    }
    const over = await save(token, { list: 'reviews', name: 'One too many', filter: '' });
    expect(over.status).toBe(422);
    expect(over.json?.message).toBe(`list: already has ${SAVED_VIEWS_PER_LIST_MAX} saved views; delete one before saving another`);
    expect(await viewsOf(token)).toHaveLength(SAVED_VIEWS_PER_LIST_MAX);
    expect((await save(token, { list: 'questions', name: 'Another list', filter: '' })).status).toBe(200);
  });

  it.each([
    [{ list: 'orders', name: 'A', filter: '' }, 'list: must be one of reviews, questions'],
    [{ name: 'A', filter: '' }, 'list: must be one of reviews, questions'],
    [{ list: 'reviews', name: '   ', filter: '' }, 'name: must not be blank'],
    [{ list: 'reviews', name: 'x'.repeat(SAVED_VIEW_NAME_MAX_LENGTH + 1), filter: '' }, `name: must be at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters`],
    [{ list: 'reviews', name: 'Tab\u0000', filter: '' }, 'name: must not contain control characters'],
    [{ list: 'reviews', name: 'A', filter: 'x'.repeat(SAVED_VIEW_FILTER_MAX_LENGTH + 1) }, `filter: must be at most ${SAVED_VIEW_FILTER_MAX_LENGTH} characters`],
    [{ list: 'reviews', name: 'A' }, 'filter: is required'],
    [{ list: 'reviews', name: 'A', filter: '', shop_id: 1 }, 'shop_id: is not a known field'],
  ])('refuses to save %j with a 422 naming the field, and saves nothing', async (body, message) => {
    const { token } = await signInShop(ctx.server, 'views-invalid.myshopify.com');
    const response = await save(token, body);
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 42200, message, data: null });
    expect(await viewsOf(token)).toEqual([]);
  });

  it.each([
    [{ list: 'reviews', id: 'abc' }, 'id: must be a positive whole number'],
    [{ list: 'reviews' }, 'id: is required'],
    [{ list: 'nope', id: 1 }, 'list: must be one of reviews, questions'],
  ])('refuses to delete with %j, naming the field', async (body, message) => {
    const { token } = await signInShop(ctx.server, 'views-invalid-delete.myshopify.com');
    const response = await remove(token, body);
    expect(response.status).toBe(422);
    expect(response.json?.message).toBe(message);
  });

  it('refuses a list named twice or not at all when reading', async () => {
    const { token } = await signInShop(ctx.server, 'views-invalid-read.myshopify.com');
    expect((await ctx.server.call('GET', `${getSavedViews.path}?list=reviews&list=questions`, { token })).json?.message).toBe('list: must be given once');
    expect((await ctx.server.call('GET', getSavedViews.path, { token })).json?.message).toBe('list: must be one of reviews, questions');
  });
});
