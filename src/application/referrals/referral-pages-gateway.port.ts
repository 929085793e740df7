import { type ReferralClaimAnswer, type ReferralConversionAnswer, type ReferralOfferAnswer } from '../../contracts/referrals.contract';
import { type AdminLanguage } from '../../domain/i18n/languages';

/** Why a call of the referral pages failed, as the page tells the friend. */
export type ReferralPageFailure = 'not_found' | 'refused' | 'failed';

/** A failed call: `message` is the server's (naming the field) when it refused the input. */
export class ReferralPageError extends Error {
  constructor(
    readonly failure: ReferralPageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ReferralPageError';
  }
}

/** The share link as the friend's pages carry it: the shop and the code its key signed. */
export interface ReferralShareLink {
  readonly shop: string;
  readonly ref: string;
}

/**
 * The public referral pages' calls (docs/product/referrals.md#the-friend), authenticated by the
 * share link alone: no admin session. Failures reject with a ReferralPageError.
 */
export interface ReferralPagesGateway {
  offer(link: ReferralShareLink): Promise<ReferralOfferAnswer>;
  claim(link: ReferralShareLink, friend: { readonly email: string; readonly language: AdminLanguage }): Promise<ReferralClaimAnswer>;
  conversion(link: ReferralShareLink, code: string): Promise<ReferralConversionAnswer>;
}
