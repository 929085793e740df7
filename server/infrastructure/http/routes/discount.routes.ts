import { getUpgradeDiscount as getUpgradeDiscountContract } from '../../../../src/contracts/discount.contract';
import { activateUpgradeDiscount } from '../../../../src/contracts/plans.contract';
import { type GetUpgradeDiscountUseCase } from '../../../application/discount/get-upgrade-discount.use-case';
import { ContractRoutes } from '../contract-routes';

/** get_upgrade_discount and activate_upgrade_discount: the upgrade offer; mount after authentication. */
export function discountRoutes(upgradeDiscount: GetUpgradeDiscountUseCase) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getUpgradeDiscountContract, (_request, c) => upgradeDiscount.execute(c.get('shop')))
    .serve(activateUpgradeDiscount, (request, c) => upgradeDiscount.activate(c.get('shop'), request)).router;
}
