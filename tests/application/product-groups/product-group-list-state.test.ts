import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_GROUP_FILTER_CODEC, type ProductGroupFilter, toProductGroupListQuery } from '../../../src/application/product-groups/product-group-list-state';
import { queryValues } from '../../../src/contracts/contract';
import { getProductGroupsRequest } from '../../../src/contracts/product-groups.schema';
import { PRODUCT_GROUP_LIST_PAGE_SIZE } from '../../../src/domain/product-groups/product-group';
import { decodeQueryString } from '../../../src/domain/reviews/query-string';
import { urlHostileTextArb } from '../../domain/reviews/review-arbitraries';
import { PRODUCT_GROUP_LIST } from '../../../src/ui/product-groups/product-group-list.definition';

/** The product groups list's own mappings (docs/architecture.md, "Checklist: add a list screen", step 5). */
describe('the product groups list’s codec', () => {
  const filterArb: fc.Arbitrary<ProductGroupFilter> = fc.record({ keyword: urlHostileTextArb.map((text) => text.trim()) });

  it('round-trips every filter and writes what get_product_groups reads', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const search = PRODUCT_GROUP_FILTER_CODEC.format(filter);
        expect(PRODUCT_GROUP_FILTER_CODEC.parse(search)).toEqual(filter);
        const request = getProductGroupsRequest.parse(queryValues(decodeQueryString(search)));
        expect(request.keyword ?? '').toBe(filter.keyword);
      }),
    );
  });

  it('leaves the empty filter out of the address and reads a bad one leniently', () => {
    expect(PRODUCT_GROUP_FILTER_CODEC.format({ keyword: '' })).toBe('');
    expect(PRODUCT_GROUP_FILTER_CODEC.parse('keyword=%20linen%20')).toEqual({ keyword: 'linen' });
    expect(PRODUCT_GROUP_FILTER_CODEC.parse('keyword=a&keyword=b')).toEqual({ keyword: '' });
  });

  it('asks the server for the page with the list’s page size', () => {
    expect(getProductGroupsRequest.parse(toProductGroupListQuery({ keyword: 'mug' }, 3))).toEqual({ keyword: 'mug', page: 3, page_size: PRODUCT_GROUP_LIST_PAGE_SIZE });
  });

  it('keeps its one tab’s address', () => {
    expect(PRODUCT_GROUP_LIST.views.map((view) => view.id)).toEqual(['all']);
    expect(PRODUCT_GROUP_LIST.views[0]!.matches({ keyword: '' })).toBe(true);
  });
});
