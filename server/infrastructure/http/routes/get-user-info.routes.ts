import { Hono } from 'hono';
import { type GetUserInfoUseCase } from '../../../application/shops/get-user-info.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';

/** GET /api/v1/admin/get_user_info: the shop/user entity of spec §3. */
export function userInfoRoutes(getUserInfo: GetUserInfoUseCase) {
  return new Hono<HttpEnv>().get('/get_user_info', async (c) => ok(c, await getUserInfo.execute(c.get('shop'))));
}
