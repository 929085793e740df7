import { AppError } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SuperAdminSigns } from './super-admin-signs.port';

/** Sign response of spec §3. */
export interface SuperAdminSign {
  readonly sign: string;
  /** Unix seconds. */
  readonly sign_time: number;
}

export const superAdminSignInDisabled = () => new AppError('forbidden', 'sign: super-admin sign-in is not enabled on this server');

/** get_channelwill_sign: a sign for the signed-in shop that support staff can exchange once. */
export class IssueSuperAdminSignUseCase {
  constructor(
    private readonly signs: SuperAdminSigns | null,
    private readonly now: () => Date,
  ) {}

  execute(shop: AuthenticatedShop): SuperAdminSign {
    if (!this.signs) throw superAdminSignInDisabled();
    const signTime = Math.floor(this.now().getTime() / 1000);
    return { sign: this.signs.sign(shop.id, signTime), sign_time: signTime };
  }
}
