import { exchangeSuperAdminSign, getChannelwillSign } from '../../../../src/contracts/auth.contract';
import { type ExchangeSuperAdminSignUseCase } from '../../../application/auth/exchange-super-admin-sign.use-case';
import { type IssueChannelwillSignUseCase } from '../../../application/auth/issue-channelwill-sign.use-case';
import { ContractRoutes } from '../contract-routes';

/** exchange_customer_token_by_sign: unauthenticated, the sign is the credential; mounted at /api/v1/admin. */
export function superAdminSignInRoutes(exchange: ExchangeSuperAdminSignUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(exchangeSuperAdminSign, (body) =>
    exchange.execute({ sign: body.sign, shopId: body.shopify_shop_id }),
  ).router;
}

/** get_channelwill_sign: for the signed-in shop only; mount after authentication. */
export function channelwillSignRoutes(issue: IssueChannelwillSignUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getChannelwillSign, (_request, c) => issue.execute(c.get('shop'))).router;
}
