import { type AuthGateway, type SignInRequest, type SuperAdminSignRequest } from '../../application/auth/auth-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getAppConfig, type PublicAppConfig } from '../../contracts/app-config.contract';
import { exchangeSuperAdminSign, login, type LoginResponse } from '../../contracts/auth.contract';

/** The sign-in calls through their contracts. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly client: ContractClient) {}

  appConfig(): Promise<PublicAppConfig> {
    // Asked by several screens while the page starts; none may cancel another's.
    return this.client.call(getAppConfig, {}, { allowConcurrent: true });
  }

  signIn({ shop, sessionToken, referralCode, returnPath, url }: SignInRequest): Promise<LoginResponse> {
    return this.client.call(login, {
      shop,
      ...(sessionToken === undefined ? {} : { session_token: sessionToken }),
      ...(referralCode === undefined ? {} : { referral_code: referralCode }),
      ...(returnPath === undefined ? {} : { redirect_url: returnPath }),
      ...(url === undefined ? {} : { url }),
    });
  }

  exchangeSuperAdminSign({ sign, shopifyShopId }: SuperAdminSignRequest): Promise<LoginResponse> {
    return this.client.call(exchangeSuperAdminSign, { sign, shopify_shop_id: shopifyShopId });
  }
}
