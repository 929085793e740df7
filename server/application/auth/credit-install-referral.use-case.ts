import { isReferralCode } from '../../../src/domain/auth/referral-code';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';

/** The settings document that keeps which partner a shop came from. */
export const INSTALL_REFERRAL_DOCUMENT = 'install_referral';

export interface InstallReferralCredit {
  readonly code?: string | undefined;
  /** The address the sign-in began at. */
  readonly url?: string | undefined;
}

/** What is kept: the partner's code, where the merchant signed in, and when. */
export interface InstallReferralRecord {
  readonly code: string;
  readonly url: string;
  readonly credited_at: string;
}

/**
 * Credits a shop's install to the partner whose code the merchant signed in with
 * (docs/product/auth-and-session.md#partner-codes): the first code a shop brings is kept, a later
 * one does not replace it, and a malformed one is ignored (a sign-in never fails for it).
 */
export class CreditInstallReferralUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
    private readonly now: () => Date,
  ) {}

  async execute(domain: string, credit: InstallReferralCredit): Promise<void> {
    const code = credit.code?.trim() ?? '';
    if (!isReferralCode(code)) return;
    const record = await this.shops.findByDomain(domain);
    if (!record || record.uninstalledAt) return;
    const shop = { id: record.id, domain: record.domain };
    if ((await this.settings.readDocument(shop, INSTALL_REFERRAL_DOCUMENT)) !== null) return;
    const kept: InstallReferralRecord = { code, url: credit.url ?? '', credited_at: this.now().toISOString() };
    await this.settings.writeDocument(shop, INSTALL_REFERRAL_DOCUMENT, kept);
  }
}
