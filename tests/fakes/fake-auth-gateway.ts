import { type AuthGateway, type SignInRequest, type SuperAdminSignRequest } from '../../src/application/auth/auth-gateway.port';
import { ApiError } from '../../src/application/http/api-error';
import { type PublicAppConfig } from '../../src/contracts/app-config.contract';
import { type LoginResponse } from '../../src/contracts/auth.contract';

/** A sign-in that gave the shop an app token ('app-token'), its guide done. */
export const SIGNED_IN: LoginResponse = {
  is_authorization_required: false,
  redirect_url: '',
  shop_info: { token: 'app-token', shopify_plan: 'basic' },
  shop_settings_info: { skip_install: 1, is_selected_plan: 1 },
};

type Answer<T> = T | ApiError;

/** The server's sign-in calls as settable answers; every request is recorded. */
export class FakeAuthGateway implements AuthGateway {
  config: Answer<PublicAppConfig> = { mode: 'development', api_key: null, demo_shop: 'demo-store.myshopify.com' };
  signInAnswer: Answer<LoginResponse> = SIGNED_IN;
  superAdminAnswer: Answer<LoginResponse> = SIGNED_IN;
  configCalls = 0;
  readonly signIns: SignInRequest[] = [];
  readonly superAdminSigns: SuperAdminSignRequest[] = [];

  appConfig(): Promise<PublicAppConfig> {
    this.configCalls += 1;
    return settle(this.config);
  }

  signIn(request: SignInRequest): Promise<LoginResponse> {
    this.signIns.push(request);
    return settle(this.signInAnswer);
  }

  exchangeSuperAdminSign(request: SuperAdminSignRequest): Promise<LoginResponse> {
    this.superAdminSigns.push(request);
    return settle(this.superAdminAnswer);
  }
}

function settle<T>(answer: Answer<T>): Promise<T> {
  return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(structuredClone(answer));
}
