import { Hono } from 'hono';
import { type GetUpgradeDiscountUseCase } from '../../../application/discount/get-upgrade-discount.use-case';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';

/** GET /api/v1/admin/get_upgrade_discount: the upgrade offer of spec §3 "Discount info". */
export function discountRoutes(getUpgradeDiscount: GetUpgradeDiscountUseCase) {
  return new Hono<HttpEnv>().get('/get_upgrade_discount', async (c) => ok(c, await getUpgradeDiscount.execute(c.get('shop'))));
}
