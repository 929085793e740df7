import { timingSafeEqual } from 'node:crypto';
import { type ReferralLink } from '../../../src/domain/storefront/checkout-referral-prompt';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { shopifyCustomerId } from '../../../src/domain/shop/shopify-ids';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { readReferralSettings } from './promo-widget-settings-use-cases';

/** Characters of the signature kept in a code: enough that guessing one is hopeless, short enough to share. */
export const REFERRAL_SIGNATURE_LENGTH = 12;

/**
 * referral_link (docs/product/storefront.md#referral-and-checkout): the code a signed-in shopper
 * shares, and the friend's page it opens. The code is the shopper's customer id and a keyed
 * signature of shop and id, so the same shopper always gets the same code (on the storefront, in
 * the invite e-mail, on the thank-you page) and nobody can make one up for someone else; nothing is
 * stored. `customerId` is the `logged_in_customer_id` Shopify's app proxy signed ('' when signed out).
 */
export class IssueReferralLinkUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    /** A keyed hash (HMAC) as base64url. */
    private readonly sign: (text: string) => string,
    /** The friend's page the code opens (docs/product/referrals.md#the-share-link). */
    private readonly shareUrlOf: (shop: AuthenticatedShop, code: string) => string,
  ) {}

  async execute(shop: AuthenticatedShop, customerId: string): Promise<ReferralLink> {
    const offer = await readReferralSettings(this.settings, shop);
    if (!isFlagOn(offer.is_active)) throw notFound('referral offer');
    return this.linkFor(shop, customerId);
  }

  /** The customer's code and its friend's page, both null for someone who is not a signed-in customer. */
  linkFor(shop: AuthenticatedShop, customerId: string | null): ReferralLink {
    const customer = shopifyCustomerId(customerId);
    if (customer === null) return { code: null, share_url: null };
    const code = this.codeFor(shop, customer);
    return { code, share_url: this.shareUrlOf(shop, code) };
  }

  /** The customer's code, the same wherever it is shared. */
  codeFor(shop: AuthenticatedShop, customerId: string): string {
    return `${customerId}-${this.signatureOf(shop, customerId)}`;
  }

  /** The friend's page of the customer's code. */
  shareUrlFor(shop: AuthenticatedShop, customerId: string): string {
    return this.shareUrlOf(shop, this.codeFor(shop, customerId));
  }

  /** The advocate (customer id) of a code this shop issued, or null when the code is not genuine. */
  advocateOf(shop: AuthenticatedShop, code: string): string | null {
    const dash = code.indexOf('-');
    const customerId = shopifyCustomerId(code.slice(0, dash));
    return dash > 0 && customerId !== null && sameSignature(code.slice(dash + 1), this.signatureOf(shop, customerId)) ? customerId : null;
  }

  private signatureOf(shop: AuthenticatedShop, customerId: string): string {
    return this.sign(`referral:${shop.id}:${customerId}`).slice(0, REFERRAL_SIGNATURE_LENGTH);
  }
}

/** Compared in constant time, so the answer's timing tells nothing about how much of a signature was right. */
function sameSignature(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
