import { getUpgradeDiscount as getUpgradeDiscountContract } from '../../../../src/contracts/discount.contract';
import { type GetUpgradeDiscountUseCase } from '../../../application/discount/get-upgrade-discount.use-case';
import { ContractRoutes } from '../contract-routes';

/** GET /api/v1/admin/get_upgrade_discount: the upgrade offer; mount after authentication. */
export function discountRoutes(getUpgradeDiscount: GetUpgradeDiscountUseCase) {
  return new ContractRoutes('/api/v1/admin').serve(getUpgradeDiscountContract, (_request, c) => getUpgradeDiscount.execute(c.get('shop'))).router;
}
