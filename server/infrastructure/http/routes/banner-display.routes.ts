import { getBannerDisplaySetting, setBannerDisplaySetting } from '../../../../src/contracts/banners.contract';
import { type GetBannerDisplaySettingUseCase } from '../../../application/settings/get-banner-display-setting.use-case';
import { type SetBannerDisplaySettingUseCase } from '../../../application/settings/set-banner-display-setting.use-case';
import { ContractRoutes } from '../contract-routes';

export interface BannerDisplayUseCases {
  readonly getBannerDisplaySetting: GetBannerDisplaySettingUseCase;
  readonly setBannerDisplaySetting: SetBannerDisplaySettingUseCase;
}

/** The banners' shown/dismissed flags; mounted at /api/v1/admin after authentication. */
export function bannerDisplayRoutes(useCases: BannerDisplayUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getBannerDisplaySetting, (_request, c) => useCases.getBannerDisplaySetting.execute(c.get('shop')))
    .serve(setBannerDisplaySetting, (changes, c) => useCases.setBannerDisplaySetting.execute(c.get('shop'), changes)).router;
}
