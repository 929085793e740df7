import { type ListDefinition, type ListShape } from '../../application/lists/list-definition';
import { filterView } from '../../application/lists/list-views';
import { REFERRAL_FILTER_CODEC, type ReferralFilter } from '../../application/referrals/referral-list-state';
import { REFERRAL_LIST_PAGE_SIZE, REFERRALS_LIST_PATH, type ReferralListItem } from '../../domain/referrals/referral-list';

/** The types of the referrals list. */
export interface ReferralList extends ListShape {
  readonly filter: ReferralFilter;
  readonly sort: 'created_desc';
  readonly item: ReferralListItem;
  readonly id: number;
  readonly facets: null;
}

/** The referrals list (docs/product/referrals-list.md) in the list kit's terms: newest first, tabs by state, no search, no selection. */
export const REFERRAL_LIST: ListDefinition<ReferralList> = {
  path: REFERRALS_LIST_PATH,
  pageSize: REFERRAL_LIST_PAGE_SIZE,
  filter: REFERRAL_FILTER_CODEC,
  sorts: ['created_desc'],
  views: [
    filterView(REFERRAL_FILTER_CODEC, 'all', ''),
    filterView(REFERRAL_FILTER_CODEC, 'rewarded', 'states=rewarded'),
    filterView(REFERRAL_FILTER_CODEC, 'refused', 'states=refused'),
  ],
  search: { read: () => ({ keyword: '', scope: null }), write: (filter) => filter },
  dateRange: { read: (filter) => filter.dateRange, write: (filter, dateRange) => ({ ...filter, dateRange }) },
  idOf: (referral) => referral.id,
  selectsAllMatching: false,
  focusFirstRow: false,
};
