import { z } from 'zod';
import { REFERRAL_LIST_MAX_PAGE, REFERRAL_LIST_PAGE_SIZE, REFERRAL_STATES } from '../domain/referrals/referral-list';
import { REFERRAL_REFUSAL_REASONS } from '../domain/referrals/referral-rules';
import { checkDateRange, dateRangeFields } from './date-range.fields';
import { codeList, oneOf, paging } from './fields';

/** The request schemas of referral-list.contract.ts. */

/** get_referrals' fields; the admin's address bar reads the same fields leniently. */
export const referralListFields = z.object({
  states: codeList(oneOf(REFERRAL_STATES)).optional(),
  reasons: codeList(oneOf(REFERRAL_REFUSAL_REASONS)).optional(),
  ...dateRangeFields,
  ...paging({ maxPage: REFERRAL_LIST_MAX_PAGE, maxPageSize: REFERRAL_LIST_PAGE_SIZE * 5 }),
});

export const getReferralsRequest = referralListFields.superRefine(checkDateRange);
