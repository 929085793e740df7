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

interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/**
 * The referral pages' calls over plain `fetch`: the pages are public, so they must not take the
 * admin client's session handling (a 404 here is a link that is not the shop's, not a signed-out merchant).
 */
export class FetchReferralPagesGateway implements ReferralPagesGateway {
  offer(link: ReferralShareLink): Promise<ReferralOfferAnswer> {
    return this.request<ReferralOfferAnswer>(`${getReferralOffer.path}?${new URLSearchParams({ ...link }).toString()}`);
  }

  claim(link: ReferralShareLink, friend: { readonly email: string; readonly language: AdminLanguage }): Promise<ReferralClaimAnswer> {
    return this.request<ReferralClaimAnswer>(claimReferral.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // The page only sends once the consent box is ticked.
      body: JSON.stringify({ ...link, email: friend.email, consent: true, language: friend.language }),
    });
  }

  conversion(link: ReferralShareLink, code: string): Promise<ReferralConversionAnswer> {
    return this.request<ReferralConversionAnswer>(`${getReferralConversion.path}?${new URLSearchParams({ ...link, code }).toString()}`);
  }

  private async request<T>(path: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new ReferralPageError('failed', error instanceof Error ? error.message : String(error));
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.ok && envelope && envelope.code === 0) return envelope.data;
    const message = envelope?.message ?? `HTTP ${response.status}`;
    if (response.status === 404 || (response.status === 422 && /^(shop|ref|code):/.test(message))) throw new ReferralPageError('not_found', message);
    throw new ReferralPageError(response.status === 422 ? 'refused' : 'failed', message);
  }
}
