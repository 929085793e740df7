import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ReferralPageError, type ReferralPageFailure, type ReferralPagesGateway } from '../../application/referrals/referral-pages-gateway.port';
import { TOKENS } from '../../application/tokens';
import { type ReferralConversionAnswer } from '../../contracts/referrals.contract';

type ConversionPageState = 'loading' | 'ready' | ReferralPageFailure;

/** /referral_conversion (docs/product/referrals.md#the-friend): what came of the friend's code. */
@injectable()
export class ReferralConversionViewModel {
  state: ConversionPageState = 'loading';
  conversion: ReferralConversionAnswer | null = null;
  private key = '';

  constructor(@inject(TOKENS.ReferralPagesGateway) private readonly gateway: ReferralPagesGateway) {
    makeAutoObservable<this, 'gateway' | 'key'>(this, { gateway: false, key: false }, { autoBind: true });
  }

  async load(shop: string | null, ref: string | null, code: string | null): Promise<void> {
    if (!shop || !ref || !code) {
      this.state = 'not_found';
      return;
    }
    const key = `${shop} ${ref} ${code}`;
    if (this.key === key && this.state !== 'loading') return;
    this.key = key;
    try {
      const conversion = await this.gateway.conversion({ shop, ref }, code);
      runInAction(() => {
        this.conversion = conversion;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = error instanceof ReferralPageError ? error.failure : 'failed';
      });
    }
  }
}
