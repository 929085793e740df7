/** The shop's currency, as its codes and rewards are priced (the review discount and the referral programme). */
export interface ShopCurrency {
  /** ISO 4217, e.g. 'USD'. */
  readonly code: string;
  readonly symbol: string;
}
