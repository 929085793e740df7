import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type PickerItem,
  type PickerSelection,
  applyPreselection,
  checkItem,
  checkVariant,
  createPickerSelection,
  isItemDisabled,
  isLimitReached,
  isSelectDisabled,
  isVariantSelected,
  itemSelectionState,
  loadPage,
  normalizeSelectionLimit,
  selectedCount,
  selectedItems,
  toggleItem,
  toggleVariant,
  totalCount,
  uncheckItem,
  uncheckVariant,
} from '../../../src/domain/picker/picker-selection';

const shirt: PickerItem = { id: 'p1', variantIds: ['v1', 'v2', 'v3'], hasOnlyDefaultVariant: false };
const mug: PickerItem = { id: 'p2', variantIds: ['v4', 'v5'], hasOnlyDefaultVariant: false };
const poster: PickerItem = { id: 'p3', variantIds: ['v6'], hasOnlyDefaultVariant: true };
const sticker: PickerItem = { id: 'p4', variantIds: [] };
const products = [shirt, mug, poster, sticker];
const collections: PickerItem[] = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }];

function loaded(items: readonly PickerItem[], limit?: unknown, preselectedIds?: readonly string[]): PickerSelection {
  return loadPage(createPickerSelection({ limit, ...(preselectedIds ? { preselectedIds } : {}) }), items);
}

describe('product and variant tri-state', () => {
  it('checking a product selects all its variants', () => {
    const state = checkItem(loaded(products), 'p1');
    expect(itemSelectionState(state, 'p1')).toBe(true);
    expect(['v1', 'v2', 'v3'].every((v) => isVariantSelected(state, 'p1', v))).toBe(true);
  });

  it('some selected variants make the product indeterminate', () => {
    const state = checkVariant(loaded(products), 'p1', 'v2');
    expect(itemSelectionState(state, 'p1')).toBe('indeterminate');
    expect(isVariantSelected(state, 'p1', 'v1')).toBe(false);
  });

  it('selecting every variant one by one makes the product selected', () => {
    let state = loaded(products);
    for (const variant of ['v3', 'v1', 'v2']) state = checkVariant(state, 'p1', variant);
    expect(itemSelectionState(state, 'p1')).toBe(true);
  });

  it('a product with no variants selected is unchecked', () => {
    expect(itemSelectionState(loaded(products), 'p1')).toBe(false);
    const cleared = uncheckVariant(checkVariant(loaded(products), 'p1', 'v1'), 'p1', 'v1');
    expect(itemSelectionState(cleared, 'p1')).toBe(false);
    expect(selectedCount(cleared)).toBe(0);
  });

  it('unchecking one variant of a fully selected product makes it indeterminate', () => {
    const state = uncheckVariant(checkItem(loaded(products), 'p1'), 'p1', 'v3');
    expect(itemSelectionState(state, 'p1')).toBe('indeterminate');
  });

  it('unchecking a product clears its variants', () => {
    const state = uncheckItem(checkVariant(loaded(products), 'p1', 'v1'), 'p1');
    expect(itemSelectionState(state, 'p1')).toBe(false);
    expect(isVariantSelected(state, 'p1', 'v1')).toBe(false);
  });

  it('clicking an indeterminate product selects all its variants; clicking a selected one clears it', () => {
    const partial = checkVariant(loaded(products), 'p1', 'v1');
    const full = toggleItem(partial, 'p1');
    expect(itemSelectionState(full, 'p1')).toBe(true);
    expect(itemSelectionState(toggleItem(full, 'p1'), 'p1')).toBe(false);
  });

  it('toggling a variant checks and unchecks it', () => {
    const on = toggleVariant(loaded(products), 'p2', 'v4');
    expect(isVariantSelected(on, 'p2', 'v4')).toBe(true);
    expect(isVariantSelected(toggleVariant(on, 'p2', 'v4'), 'p2', 'v4')).toBe(false);
  });

  it('a product with only a default variant is a single item: checked or not, never indeterminate', () => {
    const viaVariant = checkVariant(loaded(products), 'p3', 'v6');
    expect(itemSelectionState(viaVariant, 'p3')).toBe(true);
    expect(selectedItems(viaVariant)).toEqual([{ id: 'p3', variantIds: ['v6'] }]);
    expect(selectedItems(checkItem(loaded(products), 'p3'))).toEqual([{ id: 'p3', variantIds: ['v6'] }]);
    expect(itemSelectionState(uncheckVariant(viaVariant, 'p3', 'v6'), 'p3')).toBe(false);
  });

  it('a product listed without variants is a single item', () => {
    const state = checkItem(loaded(products), 'p4');
    expect(itemSelectionState(state, 'p4')).toBe(true);
    expect(selectedItems(state)).toEqual([{ id: 'p4', variantIds: [] }]);
  });

  it('collections are single items', () => {
    const state = checkItem(loaded(collections), 'c2');
    expect(itemSelectionState(state, 'c2')).toBe(true);
    expect(itemSelectionState(state, 'c1')).toBe(false);
    expect(selectedItems(state)).toEqual([{ id: 'c2', variantIds: [] }]);
    expect(itemSelectionState(uncheckItem(state, 'c2'), 'c2')).toBe(false);
  });

  it('ignores ids that are not listed or a variant of another product', () => {
    const state = loaded(products);
    expect(checkItem(state, 'nope')).toBe(state);
    expect(checkVariant(state, 'nope', 'v1')).toBe(state);
    expect(checkVariant(state, 'p2', 'v1')).toBe(state);
    expect(uncheckItem(state, 'p1')).toBe(state);
    expect(uncheckVariant(state, 'p1', 'v1')).toBe(state);
  });

  it('returns the same state when checking what is already checked', () => {
    const full = checkItem(loaded(products), 'p1');
    expect(checkItem(full, 'p1')).toBe(full);
    expect(checkVariant(full, 'p1', 'v1')).toBe(full);
  });

  it('never mutates the previous state', () => {
    const before = loaded(products);
    const after = checkVariant(checkItem(before, 'p1'), 'p2', 'v4');
    expect(selectedCount(before)).toBe(0);
    expect(selectedCount(after)).toBe(2);
  });
});

describe('selection limit', () => {
  it('at a numeric limit the remaining unchecked items are disabled, the chosen ones are not', () => {
    let state = loaded(products, 2);
    state = checkItem(state, 'p1');
    expect(isLimitReached(state)).toBe(false);
    expect(isItemDisabled(state, 'p2')).toBe(false);
    state = checkVariant(state, 'p2', 'v4');
    expect(isLimitReached(state)).toBe(true);
    expect(isItemDisabled(state, 'p3')).toBe(true);
    expect(isItemDisabled(state, 'p4')).toBe(true);
    expect(isItemDisabled(state, 'p1')).toBe(false);
    expect(isItemDisabled(state, 'p2')).toBe(false);
  });

  it('a disabled item cannot be checked, by itself or through a variant', () => {
    const full = checkItem(checkItem(loaded(products, 2), 'p1'), 'p3');
    expect(checkItem(full, 'p2')).toBe(full);
    expect(checkVariant(full, 'p2', 'v4')).toBe(full);
  });

  it('counts products, not variants: more variants of a chosen product stay selectable at the limit', () => {
    let state = checkVariant(loaded(products, 1), 'p1', 'v1');
    expect(isLimitReached(state)).toBe(true);
    state = checkVariant(state, 'p1', 'v2');
    state = toggleItem(state, 'p1');
    expect(itemSelectionState(state, 'p1')).toBe(true);
    expect(selectedCount(state)).toBe(1);
  });

  it('unchecking at the limit enables the other items again', () => {
    const full = checkItem(loaded(collections, 1), 'c1');
    expect(isItemDisabled(full, 'c2')).toBe(true);
    expect(isItemDisabled(uncheckItem(full, 'c1'), 'c2')).toBe(false);
  });

  it('single selection replaces the previous choice and disables nothing', () => {
    let state = checkItem(loaded(products, 'single'), 'p1');
    expect(isItemDisabled(state, 'p2')).toBe(false);
    expect(isLimitReached(state)).toBe(false);
    state = checkVariant(state, 'p2', 'v5');
    expect(selectedItems(state)).toEqual([{ id: 'p2', variantIds: ['v5'] }]);
    state = checkItem(state, 'p3');
    expect(selectedItems(state)).toEqual([{ id: 'p3', variantIds: ['v6'] }]);
  });

  it('single selection may combine variants of the one chosen product', () => {
    let state = checkVariant(loaded(products, 'single'), 'p1', 'v1');
    state = checkVariant(state, 'p1', 'v3');
    expect(selectedItems(state)).toEqual([{ id: 'p1', variantIds: ['v1', 'v3'] }]);
  });

  it('single selection of collections keeps one collection', () => {
    const state = checkItem(checkItem(loaded(collections, 'single'), 'c1'), 'c3');
    expect(selectedItems(state)).toEqual([{ id: 'c3', variantIds: [] }]);
  });

  it('without a limit nothing is ever disabled', () => {
    let state = loaded(collections);
    for (const { id } of collections) state = checkItem(state, id);
    expect(selectedCount(state)).toBe(3);
    expect(isLimitReached(state)).toBe(false);
  });

  it('never lets a numeric limit be exceeded, whatever the clicks', () => {
    const click = fc.oneof(
      fc.record({ kind: fc.constant('item' as const), id: fc.constantFrom('p1', 'p2', 'p3', 'p4') }),
      fc.record({
        kind: fc.constant('variant' as const),
        pair: fc.constantFrom(['p1', 'v1'], ['p1', 'v2'], ['p2', 'v4'], ['p2', 'v5'], ['p3', 'v6']),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(click, { maxLength: 30 }), (limit, clicks) => {
        let state = loaded(products, limit);
        for (const step of clicks) {
          state = step.kind === 'item' ? toggleItem(state, step.id) : toggleVariant(state, step.pair[0] ?? '', step.pair[1] ?? '');
          expect(selectedCount(state)).toBeLessThanOrEqual(limit);
          expect(isLimitReached(state)).toBe(selectedCount(state) === limit);
        }
      }),
    );
  });
});

describe('normalizeSelectionLimit', () => {
  it.each([
    ['single', 'single'],
    [1, 1],
    [5, 5],
    [2.9, 2],
    [0, undefined],
    [0.5, undefined],
    [-3, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['5', undefined],
    [true, undefined],
    [undefined, undefined],
  ])('reads the limit %j as %j', (limit, expected) => {
    expect(normalizeSelectionLimit(limit)).toBe(expected);
  });
});

describe('footer count and Select button', () => {
  it('disables Select while nothing is selected', () => {
    const state = loaded(products);
    expect(isSelectDisabled(state)).toBe(true);
    expect(isSelectDisabled(checkVariant(state, 'p1', 'v1'))).toBe(false);
  });

  it('shows selected products over listed products, a partly chosen product counting once', () => {
    const state = checkVariant(checkItem(loaded(products), 'p3'), 'p1', 'v2');
    expect(selectedCount(state)).toBe(2);
    expect(totalCount(state)).toBe(4);
  });

  it('counts against the catalog, never the search results: 2 chosen while a search shows 1 reads 2/4, not 2/1', () => {
    const chosen = checkItem(checkItem(loaded(products), 'p1'), 'p2');
    const searched = loadPage(chosen, [mug]);
    expect(selectedCount(searched)).toBe(2);
    expect(totalCount(searched)).toBe(4);
    expect(selectedCount(searched)).toBeLessThanOrEqual(totalCount(searched));
  });

  it('counts a product listed twice once in the total', () => {
    expect(totalCount(loaded([shirt, shirt, mug]))).toBe(2);
  });

  it('hands back the selection in the order it was chosen', () => {
    let state = checkItem(loaded(products), 'p3');
    state = checkVariant(state, 'p1', 'v2');
    state = checkVariant(state, 'p1', 'v1');
    expect(selectedItems(state)).toEqual([
      { id: 'p3', variantIds: ['v6'] },
      { id: 'p1', variantIds: ['v2', 'v1'] },
    ]);
  });
});

describe('preselection and reloads', () => {
  it('applies preselected product and variant ids on the first load', () => {
    const state = loaded(products, undefined, ['p2', 'v1', 'v3', 'missing']);
    expect(itemSelectionState(state, 'p2')).toBe(true);
    expect(itemSelectionState(state, 'p1')).toBe('indeterminate');
    expect(selectedItems(state)).toEqual([
      { id: 'p2', variantIds: ['v4', 'v5'] },
      { id: 'p1', variantIds: ['v1', 'v3'] },
    ]);
  });

  it('a reload after a search keeps the current choices and does not re-apply the preselection', () => {
    let state = loaded(products, undefined, ['p1']);
    state = uncheckItem(state, 'p1');
    state = checkItem(state, 'p2');
    const searched = loadPage(state, [mug]);
    expect(itemSelectionState(searched, 'p1')).toBe(false);
    expect(itemSelectionState(searched, 'p2')).toBe(true);
    const cleared = loadPage(searched, products);
    expect(selectedItems(cleared)).toEqual([{ id: 'p2', variantIds: ['v4', 'v5'] }]);
  });

  it('keeps choices the new list does not show, counted in the footer and handed back', () => {
    const chosen = checkVariant(loaded(products), 'p1', 'v2');
    const searched = loadPage(chosen, [mug]);
    expect(totalCount(searched)).toBe(4);
    expect(selectedCount(searched)).toBe(1);
    expect(itemSelectionState(searched, 'p1')).toBe(true);
    expect(selectedItems(searched)).toEqual([{ id: 'p1', variantIds: ['v2'] }]);
    expect(itemSelectionState(loadPage(searched, products), 'p1')).toBe('indeterminate');
  });

  it('an empty first load still uses up the preselection', () => {
    const empty = loadPage(createPickerSelection({ preselectedIds: ['p1'] }), []);
    expect(selectedCount(loadPage(empty, products))).toBe(0);
  });

  it('preselection stops at a numeric limit, keeping the first ids', () => {
    const state = loaded(products, 2, ['p3', 'v1', 'p2', 'v2']);
    expect(selectedItems(state)).toEqual([
      { id: 'p3', variantIds: ['v6'] },
      { id: 'p1', variantIds: ['v1', 'v2'] },
    ]);
  });

  it('preselection under single selection keeps the first product only', () => {
    const state = loaded(products, 'single', ['v4', 'p1', 'v5']);
    expect(selectedItems(state)).toEqual([{ id: 'p2', variantIds: ['v4', 'v5'] }]);
  });

  it('applyPreselection adds to the current selection and does nothing for unknown ids', () => {
    const state = checkItem(loaded(collections), 'c1');
    expect(selectedItems(applyPreselection(state, ['c3', 'zz']))).toEqual([
      { id: 'c1', variantIds: [] },
      { id: 'c3', variantIds: [] },
    ]);
  });
});
