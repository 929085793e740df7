import { getUserInfo as getUserInfoContract } from '../../../../src/contracts/shop.contract';
import { type GetUserInfoUseCase } from '../../../application/shops/get-user-info.use-case';
import { ContractRoutes } from '../contract-routes';

/** GET /api/v1/admin/get_user_info: the shop signed in; mount after authentication. */
export function userInfoRoutes(getUserInfo: GetUserInfoUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getUserInfoContract, (_request, c) => getUserInfo.execute(c.get('shop'))).router;
}
