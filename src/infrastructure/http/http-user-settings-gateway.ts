import { type ContractClient } from '../../application/http/contract-client.port';
import { type UserSettingsGateway } from '../../application/settings/user-settings-gateway.port';
import { getUserSettings, saveUserSettings, type UserSettings } from '../../contracts/settings.contract';

/** get_user_settings and save_shop_settings through their contracts. */
export class HttpUserSettingsGateway implements UserSettingsGateway {
  constructor(private readonly client: ContractClient) {}

  load(): Promise<UserSettings> {
    return this.client.call(getUserSettings, {});
  }

  save(changes: Partial<UserSettings>): Promise<UserSettings> {
    return this.client.call(saveUserSettings, changes);
  }
}
