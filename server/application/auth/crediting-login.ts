import { type LoginResponse } from '../../../src/contracts/auth.contract';
import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { type CreditInstallReferralUseCase } from './credit-install-referral.use-case';
import { type Login, type LoginRequest } from './login.port';

/** Either mode's sign-in, which credits the partner code it carries once the shop is signed in. */
export class CreditingLogin implements Login {
  constructor(
    private readonly signIn: Login,
    private readonly credit: CreditInstallReferralUseCase,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResponse> {
    const response = await this.signIn.execute(request);
    const domain = parseShopDomain(request.shop);
    if (response.shop_info?.token && domain) await this.credit.execute(domain, { code: request.referralCode, url: request.url });
    return response;
  }
}
