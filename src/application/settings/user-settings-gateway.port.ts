import { type UserSettings } from '../../contracts/settings.contract';

/** The settings pages' document (account, language, notifications). Failures reject with an ApiError. */
export interface UserSettingsGateway {
  load(): Promise<UserSettings>;
  /** A partial save: only the fields given change. Resolves with the whole document. */
  save(changes: Partial<UserSettings>): Promise<UserSettings>;
}
