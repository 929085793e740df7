import { getShopConfigs, saveShopConfig } from '../../../../src/contracts/shop-config.contract';
import { type GetShopConfigsUseCase } from '../../../application/settings/get-shop-configs.use-case';
import { type SaveShopConfigUseCase } from '../../../application/settings/save-shop-config.use-case';
import { ContractRoutes } from '../contract-routes';

export interface ShopConfigUseCases {
  readonly getShopConfigs: GetShopConfigsUseCase;
  readonly saveShopConfig: SaveShopConfigUseCase;
}

/** The shop config flags and the key/value save; mounted at /api/v1/admin. */
export function shopConfigRoutes(useCases: ShopConfigUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getShopConfigs, (_request, c) => useCases.getShopConfigs.execute(c.get('shop')))
    .serve(saveShopConfig, (changes, c) => useCases.saveShopConfig.execute(c.get('shop'), changes)).router;
}
