import { getUserSettings, saveUserSettings } from '../../../../src/contracts/settings.contract';
import { type GetUserSettingsUseCase } from '../../../application/settings/get-user-settings.use-case';
import { type SaveUserSettingsUseCase } from '../../../application/settings/save-user-settings.use-case';
import { ContractRoutes } from '../contract-routes';

export interface UserSettingsUseCases {
  readonly getUserSettings: GetUserSettingsUseCase;
  readonly saveUserSettings: SaveUserSettingsUseCase;
}

/** The settings pages' document; mounted at /api/v1/admin after authentication. */
export function userSettingsRoutes(useCases: UserSettingsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getUserSettings, (_request, c) => useCases.getUserSettings.execute(c.get('shop')))
    .serve(saveUserSettings, (changes, c) => useCases.saveUserSettings.execute(c.get('shop'), changes)).router;
}
