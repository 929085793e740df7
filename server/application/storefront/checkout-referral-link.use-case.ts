import { showsCheckoutReferral, type ReferralLink } from '../../../src/domain/storefront/checkout-referral-prompt';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, notFound } from '../shared/app-error';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type CheckoutSessionTokenVerifier } from './checkout-session-token.port';
import { type IssueReferralLinkUseCase } from './issue-referral-link.use-case';
import { readReferralSettings } from './promo-widget-settings-use-cases';
import { readReferralPlacementSettings } from './referral-placements-use-cases';

/**
 * GET /api/v1/checkout/referral_link (docs/product/referral-invites.md#checkout-prompt): the
 * checkout extension's request for the buyer's share link. The shop and the buyer come from the
 * verified session token only; the code is the storefront's (`codeFor`), so the link credits the
 * customer wherever it is shared. While the offer or the card's switch is off there is nothing to
 * give (404); a buyer who is not signed in gets no code.
 */
export class CheckoutReferralLinkUseCase {
  constructor(
    private readonly tokens: CheckoutSessionTokenVerifier,
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
    private readonly links: Pick<IssueReferralLinkUseCase, 'linkFor'>,
  ) {}

  async execute(sessionToken: string): Promise<ReferralLink> {
    const verdict = await this.tokens.verify(sessionToken);
    if (!verdict.ok) throw new AppError('unauthorized', `session token: ${verdict.refusal === 'missing' ? 'send the checkout session token as Authorization: Bearer <token>' : verdict.refusal}`);
    const record = await this.shops.findByDomain(verdict.session.shop);
    if (!record || record.uninstalledAt) throw notFound('shop');
    const shop = { id: record.id, domain: record.domain };
    const [offer, placements] = await Promise.all([readReferralSettings(this.settings, shop), readReferralPlacementSettings(this.settings, shop)]);
    if (!showsCheckoutReferral(offer, placements)) throw notFound('referral prompt');
    return this.links.linkFor(shop, verdict.session.customerId);
  }
}
