/**
 * The merchant's referrals list (docs/product/referrals-list.md): a page of the settings beside the
 * offer (/settings/referral_offer), also reached from the collect menu and /data-analyze. A module
 * of its own so those screens link to it without loading the list's code.
 */
export const REFERRALS_LIST_PATH = '/settings/referrals';
