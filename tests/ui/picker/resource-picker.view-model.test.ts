import 'reflect-metadata';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetPickerAccessTokenUseCase } from '../../../src/application/picker/get-picker-access-token.use-case';
import { LoadPickerCatalogUseCase } from '../../../src/application/picker/load-picker-catalog.use-case';
import { PickerNetworkError } from '../../../src/application/picker/picker-catalog.port';
import { type AppSession } from '../../../src/application/session/app-session.port';
import { ResourcePickerViewModel, type ResourcePickerOptions } from '../../../src/ui/picker/resource-picker.view-model';
import { FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { FakePickerEvents } from '../../fakes/fake-picker-events';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';

function setup(products = [fakeProduct('p1', 'Wool Scarf', ['Red', 'Blue', 'Green'], '24.5'), fakeProduct('p2', 'Tea Tin', [], '8'), fakeProduct('p3', 'Mug')]) {
  const catalog = new FakePickerCatalog();
  catalog.products = products;
  catalog.currencyFormat = '£{{amount}}';
  const events = new FakePickerEvents();
  const toaster = new FakeToaster();
  const session = { shop: { domain: 'demo-store.myshopify.com', name: 'Demo', planName: 'Free' } } as AppSession;
  const tokens = new GetPickerAccessTokenUseCase(catalog, { now: () => 0 });
  const vm = new ResourcePickerViewModel(new LoadPickerCatalogUseCase(catalog, events, tokens), toaster, new FakeTranslations(), session);
  const open = (options: Partial<ResourcePickerOptions> = {}) => vm.open({ type: 'product', ...options });
  return { vm, catalog, events, toaster, tokens, open };
}

describe('the resource picker view-model', () => {
  it('loads the list once opened, with prices in the shop’s format', async () => {
    const { vm, open, tokens } = setup();
    await open();
    expect(vm.items.map((item) => item.title)).toEqual(['Wool Scarf', 'Tea Tin', 'Mug']);
    expect(vm.totalCount).toBe(3);
    expect(vm.isLoading).toBe(false);
    const [scarf] = vm.items;
    expect(scarf?.kind === 'product' && vm.price(scarf.variants[0]!)).toBe('£24.50');
    expect(tokens.icon({ shop: 'demo-store.myshopify.com', appId: 'starling-reviews' })).toBe('data:icon');
  });

  it('checks a product with all its variants, shows some variants as indeterminate, and clears them on uncheck', async () => {
    const { vm, open } = setup();
    await open();
    vm.toggleItem('p1');
    expect(vm.itemState('p1')).toBe(true);
    expect(['p1-v1', 'p1-v2', 'p1-v3'].map((id) => vm.isVariantSelected('p1', id))).toEqual([true, true, true]);
    vm.toggleVariant('p1', 'p1-v2');
    expect(vm.itemState('p1')).toBe('indeterminate');
    vm.toggleItem('p1');
    expect(vm.itemState('p1')).toBe(true);
    vm.toggleItem('p1');
    expect(vm.itemState('p1')).toBe(false);
    expect(vm.isVariantSelected('p1', 'p1-v1')).toBe(false);
    expect(vm.selectedCount).toBe(0);
  });

  it('keeps Select disabled until something is chosen', async () => {
    const { vm, open } = setup();
    await open();
    expect(vm.isSelectDisabled).toBe(true);
    vm.toggleVariant('p1', 'p1-v3');
    expect(vm.isSelectDisabled).toBe(false);
  });

  it('disables the remaining items at a numeric limit', async () => {
    const { vm, open } = setup();
    await open({ limit: 2 });
    vm.toggleItem('p1');
    vm.toggleItem('p2');
    expect(vm.isItemDisabled('p3')).toBe(true);
    expect(vm.isItemDisabled('p1')).toBe(false);
    vm.toggleItem('p3');
    expect(vm.selectedCount).toBe(2);
    vm.toggleItem('p2');
    expect(vm.isItemDisabled('p3')).toBe(false);
  });

  it('replaces the choice under single selection', async () => {
    const { vm, open } = setup();
    await open({ limit: 'single' });
    vm.toggleItem('p1');
    vm.toggleItem('p3');
    expect(vm.choices.map((choice) => choice.id)).toEqual(['p3']);
    expect(vm.isItemDisabled('p1')).toBe(false);
  });

  it('applies preselected ids on the first load only', async () => {
    const { vm, open } = setup();
    await open({ selectedIds: ['p2', 'p1-v1'] });
    expect(vm.itemState('p2')).toBe(true);
    expect(vm.itemState('p1')).toBe('indeterminate');
    vm.toggleItem('p2');
    await vm.load();
    expect(vm.itemState('p2')).toBe(false);
  });

  it('hands over the chosen items with their chosen variants, in the order chosen', async () => {
    const { vm, open } = setup();
    await open();
    vm.toggleItem('p2');
    vm.toggleVariant('p1', 'p1-v3');
    expect(vm.choices).toEqual([
      { id: 'p2', type: 'product', title: 'Tea Tin', image: null, variants: [{ id: 'p2-v1', title: 'Default Title', price: '8' }] },
      { id: 'p1', type: 'product', title: 'Wool Scarf', image: null, variants: [{ id: 'p1-v3', title: 'Green', price: '24.5' }] },
    ]);
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('reloads the list 200 ms after the last key, keeping earlier choices', async () => {
      const { vm, open, catalog } = setup();
      await open();
      vm.toggleItem('p2');
      vm.setKeyword('sc');
      vm.setKeyword('scarf');
      await vi.advanceTimersByTimeAsync(199);
      expect(catalog.listCalls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(catalog.listCalls.map((call) => call.params.keyword)).toEqual(['', 'scarf']);
      expect(vm.items.map((item) => item.id)).toEqual(['p1']);
      expect(vm.selectedCount).toBe(1);
      expect(vm.choices[0]?.title).toBe('Tea Tin');
      // The footer counts against the catalog: 1/3, not 1/1 (or 2/1 with two choices).
      expect(vm.totalCount).toBe(3);
    });

    it('does not load after the dialog closed', async () => {
      const { vm, open, catalog } = setup();
      await open();
      vm.setKeyword('mug');
      vm.dispose();
      await vi.advanceTimersByTimeAsync(500);
      expect(catalog.listCalls).toHaveLength(1);
    });
  });

  describe('errors (the product docs)', () => {
    it('an expired token tells the host and loads with a fresh token', async () => {
      const { vm, open, catalog, events, toaster } = setup();
      catalog.listAnswers.push({ code: 40100, reasonCode: 1100003, data: null });
      await open();
      expect(events.types).toEqual(['token-expired']);
      expect(catalog.appInfoCalls).toHaveLength(2);
      expect(vm.items).toHaveLength(3);
      expect(toaster.shown).toEqual([]);
    });

    it('another non-zero code shows the “Fetch data error” toast', async () => {
      const { vm, open, catalog, toaster } = setup();
      catalog.listAnswers.push({ code: 40100, reasonCode: 1100002, message: 'invalid', data: null });
      await open();
      expect(toaster.shown).toEqual([{ content: 'picker:errors.fetchFailed', error: true }]);
      expect(vm.errorKey).toBeNull();
    });

    it('missing data and network failures are shown in the dialog', async () => {
      const { vm, open, catalog } = setup();
      catalog.listAnswers.push({ code: 0, data: {} });
      await open();
      expect(vm.errorKey).toBe('picker:errors.missingData');
      catalog.listAnswers.push(new PickerNetworkError('Failed to fetch'));
      await vm.load();
      expect(vm.errorKey).toBe('picker:errors.network');
      await vm.load();
      expect(vm.errorKey).toBeNull();
    });
  });

  it('uses a custom request method instead of the store API', async () => {
    const { vm, open, catalog } = setup();
    const request = vi.fn().mockResolvedValue({ code: 0, data: { collections: [{ id: 'c1', title: 'Summer', products_count: 3 }] } });
    await open({ type: 'collection', request });
    expect(vm.items).toEqual([{ kind: 'collection', id: 'c1', title: 'Summer', image: null, productsCount: 3 }]);
    expect(catalog.listCalls).toEqual([]);
  });

  it('ignores an answer that arrives after a newer load started', async () => {
    const { vm, open } = setup();
    const page = (id: string) => ({ code: 0, data: { collections: [{ id, title: id, products_count: 1 }] } });
    let answerFirst: (value: unknown) => void = () => {};
    const request = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(page('newer'));
    const first = open({ type: 'collection', request });
    await vm.load();
    answerFirst(page('older'));
    await first;
    expect(vm.items.map((item) => item.id)).toEqual(['newer']);
  });
});
