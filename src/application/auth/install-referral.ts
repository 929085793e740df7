import { inject, injectable } from 'inversify';
import { isReferralCode } from '../../domain/auth/referral-code';
import { SECONDS_PER_DAY } from '../../domain/shared/time';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';

/** The query parameter of a partner's link to the app. */
export const REFERRAL_CODE_PARAM = 'referral_code';
/** As long as the spec keeps a visit's campaign (its utm cookie): a merchant may install days after the link. */
const REFERRAL_CODE_TTL_SECONDS = 30 * SECONDS_PER_DAY;

/**
 * The partner code a merchant arrived with (docs/product/auth-and-session.md#partner-codes): noted from any
 * page's address, kept 30 days, and sent with the next sign-in so the install is credited.
 */
@injectable()
export class InstallReferral {
  constructor(@inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage) {}

  noteArrival(url: URL): void {
    const code = url.searchParams.get(REFERRAL_CODE_PARAM)?.trim();
    if (code && isReferralCode(code)) this.storage.set(STORAGE_KEYS.referralCode, code, REFERRAL_CODE_TTL_SECONDS);
  }

  code(): string | undefined {
    return this.storage.get<string>(STORAGE_KEYS.referralCode);
  }
}
