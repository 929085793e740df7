import { type RequestOf } from '../../contracts/contract';
import { dateRangeChoiceOf, dateRangeValuesOf } from '../../contracts/date-range.fields';
import { listCodec } from '../../contracts/list-codec';
import { type getReferrals } from '../../contracts/referral-list.contract';
import { referralListFields } from '../../contracts/referral-list.schema';
import { ALL_TIME_RANGE, type DateRangeChoice } from '../../domain/dates/date-range';
import { REFERRAL_LIST_PAGE_SIZE, REFERRAL_STATES, type ReferralState } from '../../domain/referrals/referral-list';
import { REFERRAL_REFUSAL_REASONS, type ReferralRefusalReason } from '../../domain/referrals/referral-rules';

/** get_referrals' filter and page, as typed values. */
export type ReferralListQuery = RequestOf<typeof getReferrals>;

/** What the referrals list shows besides the page; it lives in the address (docs/product/referrals-list.md). */
export interface ReferralFilter {
  /** In the domain's order, none twice; empty: every state. */
  readonly states: readonly ReferralState[];
  /** Refusal reasons, in the domain's order; empty: any. */
  readonly reasons: readonly ReferralRefusalReason[];
  /** The day the referral was recorded, in the shop's zone; the figures cover the same days. */
  readonly dateRange: DateRangeChoice;
}

const EMPTY_REFERRAL_FILTER: ReferralFilter = { states: [], reasons: [], dateRange: ALL_TIME_RANGE };

export const normalizeStates = (states: readonly ReferralState[]): ReferralState[] => REFERRAL_STATES.filter((state) => states.includes(state));
export const normalizeReasons = (reasons: readonly ReferralRefusalReason[]): ReferralRefusalReason[] => REFERRAL_REFUSAL_REASONS.filter((reason) => reasons.includes(reason));

function toFilterValues(filter: ReferralFilter): ReferralListQuery {
  return {
    ...(filter.states.length > 0 ? { states: normalizeStates(filter.states) } : {}),
    ...(filter.reasons.length > 0 ? { reasons: normalizeReasons(filter.reasons) } : {}),
    ...dateRangeValuesOf(filter.dateRange),
  };
}

/** The filter in the address: get_referrals' own fields, read leniently. */
export const REFERRAL_FILTER_CODEC = listCodec({
  fields: referralListFields,
  empty: EMPTY_REFERRAL_FILTER,
  read: (values): ReferralFilter => ({ states: normalizeStates(values.states ?? []), reasons: normalizeReasons(values.reasons ?? []), dateRange: dateRangeChoiceOf(values) }),
  write: toFilterValues,
});

export function toReferralListQuery(filter: ReferralFilter, page: number): ReferralListQuery {
  return { ...toFilterValues(filter), page, page_size: REFERRAL_LIST_PAGE_SIZE };
}
