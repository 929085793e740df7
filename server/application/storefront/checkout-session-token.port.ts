/** What a verified checkout session token proves (docs/product/referral-invites.md#checkout-prompt). */
export interface VerifiedCheckoutSession {
  /** The shop's `*.myshopify.com` domain, from the token's `dest`. */
  readonly shop: string;
  /** The signed-in buyer's numeric customer id, from `sub`; null when the buyer is not signed in. */
  readonly customerId: string | null;
}

/** Why a token was refused, said in the refusal's message. */
export type CheckoutSessionRefusal = 'missing' | 'invalid' | 'expired' | 'wrong audience' | 'wrong shop' | 'wrong customer';

export interface CheckoutSessionTokenVerifier {
  verify(token: string): Promise<{ readonly ok: true; readonly session: VerifiedCheckoutSession } | { readonly ok: false; readonly refusal: CheckoutSessionRefusal }>;
}
