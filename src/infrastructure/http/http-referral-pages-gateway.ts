import { ApiError } from '../../application/http/api-error';
import { type ContractClient } from '../../application/http/contract-client.port';
import { ReferralPageError, type ReferralPagesGateway, type ReferralShareLink } from '../../application/referrals/referral-pages-gateway.port';
import {
  claimReferral,
  getReferralConversion,
  getReferralOffer,
  type ReferralClaimAnswer,
  type ReferralConversionAnswer,
  type ReferralOfferAnswer,
} from '../../contracts/referrals.contract';
import { type AdminLanguage } from '../../domain/i18n/languages';

/** A refusal of the link itself (its shop, its code or the friend's code): to the friend, a link that is not the shop's. */
const LINK_FIELD = /^(shop|ref|code):/;

/**
 * The referral pages' calls over the public pages' contract client (TOKENS.PublicContractClient):
 * the pages are public, so a 404 here is a link that is not the shop's, not a signed-out merchant.
 */
export class HttpReferralPagesGateway implements ReferralPagesGateway {
  constructor(private readonly client: ContractClient) {}

  offer(link: ReferralShareLink): Promise<ReferralOfferAnswer> {
    return pageCall(this.client.call(getReferralOffer, { ...link }));
  }

  claim(link: ReferralShareLink, friend: { readonly email: string; readonly language: AdminLanguage }): Promise<ReferralClaimAnswer> {
    // The page only sends once the consent box is ticked.
    return pageCall(this.client.call(claimReferral, { ...link, email: friend.email, consent: true, language: friend.language }));
  }

  conversion(link: ReferralShareLink, code: string): Promise<ReferralConversionAnswer> {
    return pageCall(this.client.call(getReferralConversion, { ...link, code }));
  }
}

async function pageCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw pageError(error);
  }
}

function pageError(error: unknown): ReferralPageError {
  const message = error instanceof Error ? error.message : String(error);
  const status = error instanceof ApiError ? error.status : null;
  if (status === 404 || (status === 422 && LINK_FIELD.test(message))) return new ReferralPageError('not_found', message);
  return new ReferralPageError(status === 422 ? 'refused' : 'failed', message);
}
