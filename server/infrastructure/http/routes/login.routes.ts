import { login as loginContract } from '../../../../src/contracts/auth.contract';
import { type Login } from '../../../application/auth/login.port';
import { ContractRoutes } from '../contract-routes';

/** Sign-in calls that run before the admin has an app token; mounted at /api/v1/admin. */
export function loginRoutes(login: Login) {
  return new ContractRoutes('/api/v1/admin').serve(loginContract, (body) =>
    login.execute({
      shop: body.shop,
      sessionToken: body.session_token,
      referralCode: body.referral_code,
      redirectUrl: body.redirect_url,
      url: body.url,
    }),
  ).router;
}
