import { type ReferralLink } from '../../../src/contracts/promo-widgets.contract';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { readReferralSettings } from './promo-widget-settings-use-cases';

/** Characters of the signature kept in a code: enough that guessing one is hopeless, short enough to share. */
export const REFERRAL_SIGNATURE_LENGTH = 12;
const CUSTOMER_ID = /^\d{1,20}$/;

/**
 * referral_link (docs/product/storefront.md#referral-and-checkout): the code a signed-in shopper
 * shares as `?ref=`. It is the shopper's customer id and a keyed signature of shop and id, so the
 * same shopper always gets the same code and nobody can make one up for someone else; nothing is
 * stored. `customerId` is the `logged_in_customer_id` Shopify's app proxy signed ('' when signed out).
 */
export class IssueReferralLinkUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    /** A keyed hash (HMAC) as base64url. */
    private readonly sign: (text: string) => string,
  ) {}

  async execute(shop: AuthenticatedShop, customerId: string): Promise<ReferralLink> {
    const offer = await readReferralSettings(this.settings, shop);
    if (!isFlagOn(offer.is_active)) throw notFound('referral offer');
    if (!CUSTOMER_ID.test(customerId)) return { code: null };
    return { code: this.codeFor(shop, customerId) };
  }

  /** The customer's code, the same wherever it is shared (the storefront block, the invite e-mail). */
  codeFor(shop: AuthenticatedShop, customerId: string): string {
    return `${customerId}-${this.signatureOf(shop, customerId)}`;
  }

  /** Whether a shared code was issued by this shop (for the referral program to trust it). */
  isGenuine(shop: AuthenticatedShop, code: string): boolean {
    const dash = code.indexOf('-');
    const customerId = code.slice(0, dash);
    return dash > 0 && CUSTOMER_ID.test(customerId) && code.slice(dash + 1) === this.signatureOf(shop, customerId);
  }

  private signatureOf(shop: AuthenticatedShop, customerId: string): string {
    return this.sign(`referral:${shop.id}:${customerId}`).slice(0, REFERRAL_SIGNATURE_LENGTH);
  }
}
