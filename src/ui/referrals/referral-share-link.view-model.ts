import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Translations } from '../../application/i18n/translations.port';
import { ReferralPageError, type ReferralPageFailure, type ReferralPagesGateway, type ReferralShareLink } from '../../application/referrals/referral-pages-gateway.port';
import { TOKENS } from '../../application/tokens';
import { type ReferralClaimAnswer, type ReferralOfferAnswer } from '../../contracts/referrals.contract';
import { isDeliverableEmail } from '../../domain/collect/unsubscribe';

/** A refusal of the friend's input keeps the form ('ready') with the field named, so 'refused' is never a state. */
export type ShareLinkState = 'loading' | 'ready' | 'claiming' | 'claimed' | 'self_referral' | 'already_given' | Exclude<ReferralPageFailure, 'refused'>;

/** The form field a refusal names ('email: …', 'consent: …'); 'form' for any other. */
type RefusedField = 'email' | 'consent' | 'form';

/**
 * /referral_share_link (docs/product/referrals.md#the-friend): the friend who followed an advocate's
 * link reads the shop's offer in their language, gives their e-mail with consent, and gets their code.
 */
@injectable()
export class ReferralShareLinkViewModel {
  state: ShareLinkState = 'loading';
  offer: ReferralOfferAnswer | null = null;
  claimed: Extract<ReferralClaimAnswer, { state: 'claimed' }> | null = null;
  email = '';
  consent = false;
  /** Set once the friend tried to send: then each field says what it lacks. */
  submitted = false;
  /** The field the server's refusal named. */
  refusedField: RefusedField | null = null;
  private link: ReferralShareLink | null = null;

  constructor(
    @inject(TOKENS.ReferralPagesGateway) private readonly gateway: ReferralPagesGateway,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    makeAutoObservable<this, 'gateway' | 'translations' | 'link'>(this, { gateway: false, translations: false, link: false }, { autoBind: true });
  }

  async load(shop: string | null, ref: string | null): Promise<void> {
    if (!shop || !ref) {
      this.state = 'not_found';
      return;
    }
    if (this.link?.shop === shop && this.link.ref === ref && this.state !== 'loading') return;
    this.link = { shop, ref };
    try {
      const offer = await this.gateway.offer(this.link);
      runInAction(() => {
        this.offer = offer;
        this.state = 'ready';
      });
    } catch (error) {
      this.fail(error);
    }
  }

  setEmail(email: string): void {
    this.email = email;
    this.clearRefusal('email');
  }

  setConsent(consent: boolean): void {
    this.consent = consent;
    this.clearRefusal('consent');
  }

  private clearRefusal(field: RefusedField): void {
    if (this.refusedField === field) this.refusedField = null;
  }

  get emailProblem(): boolean {
    return this.submitted && !isDeliverableEmail(this.email);
  }

  get consentProblem(): boolean {
    return this.submitted && !this.consent;
  }

  async claim(): Promise<void> {
    this.submitted = true;
    if (!this.link || this.emailProblem || this.consentProblem || this.state === 'claiming') return;
    this.state = 'claiming';
    try {
      const answer = await this.gateway.claim(this.link, { email: this.email.trim(), language: this.translations.language });
      runInAction(() => {
        if (answer.state === 'claimed') {
          this.claimed = answer;
          this.state = 'claimed';
        } else {
          this.state = answer.state === 'already_given' ? 'already_given' : 'self_referral';
        }
      });
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    runInAction(() => {
      if (error instanceof ReferralPageError && error.failure === 'refused') {
        this.refusedField = refusedFieldOf(error.message);
        this.state = 'ready';
        return;
      }
      this.state = error instanceof ReferralPageError && error.failure === 'not_found' ? 'not_found' : 'failed';
    });
  }
}

function refusedFieldOf(message: string): RefusedField {
  const field = /^(\w+):/.exec(message)?.[1];
  return field === 'email' || field === 'consent' ? field : 'form';
}
