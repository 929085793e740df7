import { type ReferralInviteEmailType } from '../../../src/domain/collect/collect-emails';
import { emailTemplateFrom, type EmailTemplateStore } from './email-template-store';
import { referralInviteAfterReview, type ReferralInviteMail, type ReferralInviteSwitches } from '../../../src/domain/collect/referral-invites';
import { suppressionAddress } from '../../../src/domain/collect/unsubscribe';
import { DEFAULT_REFERRAL_SETTINGS, rewardLabel } from '../../../src/domain/storefront/promo-widget-settings';
import { readReferralPlacements, REFERRAL_PLACEMENTS_DOCUMENT, showsReferral } from '../../../src/domain/storefront/referral-placements';
import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type NewCollectMail } from './collect-mail-queue.port';

export interface ReferralInviteState extends ReferralInviteSwitches {
  /** The friend's reward as the customer reads it, in the shop's currency: "10%", "€5.00". */
  friendReward(currencySymbol: string): string;
}

/**
 * What the referral invite reads (docs/product/referral-invites.md): the referral offer (on, and
 * the friend's reward), the programme's e-mail placement and the two invite templates. Read before
 * a write's transaction, and again when the invite is sent.
 */
export class ReferralInviteSettings {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly templates: EmailTemplateStore,
    private readonly shops: Pick<ShopRepository, 'findById'>,
  ) {}

  async read(shop: AuthenticatedShop): Promise<ReferralInviteState> {
    const template = async (type: ReferralInviteEmailType) => emailTemplateFrom(type, await this.templates.readStored(shop, type), 'en');
    const [documents, review, order] = await Promise.all([
      this.settings.readDocuments(shop, [STOREFRONT_WIDGETS.referral.settingsDocument, REFERRAL_PLACEMENTS_DOCUMENT]),
      template('referral_invite_review'),
      template('referral_invite_order'),
    ]);
    const offer = documentOverDefaults(DEFAULT_REFERRAL_SETTINGS, documents[STOREFRONT_WIDGETS.referral.settingsDocument]);
    return {
      shownInEmail: showsReferral(offer, readReferralPlacements(documents[REFERRAL_PLACEMENTS_DOCUMENT]), 'invite_email'),
      templates: { referral_invite_review: review, referral_invite_order: order },
      friendReward: (currencySymbol) => rewardLabel(offer.friend_discount_type, offer.friend_discount_value, currencySymbol),
    };
  }

  /**
   * The rows a review by a known customer queues (none or its invite), read before the review's
   * transaction and applied inside it, once the review has its id.
   */
  async afterReview(shop: AuthenticatedShop): Promise<(review: { readonly id: number; readonly customerId: string | null; readonly email: string; readonly at: Date }) => readonly NewCollectMail[]> {
    const [state, record] = await Promise.all([this.read(shop), this.shops.findById(shop.id)]);
    const timeZone = record?.timeZone ?? 'UTC';
    return (review) => {
      const invite = referralInviteAfterReview(state, { customerId: review.customerId, email: review.email, atMs: review.at.getTime() }, timeZone);
      return invite ? [inviteRow(invite, { orderId: null, reviewId: review.id }, review.email)] : [];
    };
  }
}

export function inviteRow(invite: ReferralInviteMail, source: { readonly orderId: string | null; readonly reviewId: number | null }, email: string): NewCollectMail {
  return { key: invite.key, type: invite.type, ...source, step: null, recipient: suppressionAddress(email), dueAt: new Date(invite.dueMs) };
}
