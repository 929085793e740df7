import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReferralWidgetsSetting, setReferralWidgetsSetting } from '../../contracts/referral-placements.contract';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { type ReferralPlacement, type ReferralPlacementSettings } from '../../domain/storefront/referral-placements';

/** /settings/referral_widgets: where the referral programme shows, on the settings engine (docs/product/referral-invites.md#placements). */
@injectable()
export class ReferralWidgetsViewModel {
  readonly form: SettingsForm<ReferralPlacementSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReferralPlacementSettings>({
      load: () => client.call(getReferralWidgetsSetting, {}),
      saveRequests: [{ send: (changes) => client.call(setReferralWidgetsSetting, changes) }],
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.form.load();
  }

  toggle(placement: ReferralPlacement, on: boolean): void {
    this.form.set(placement, on ? FLAG_ON : FLAG_OFF);
  }
}
