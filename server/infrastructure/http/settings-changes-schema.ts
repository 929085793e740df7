import { settingsChanges, settingValue } from '../../../src/contracts/setting-values.fields';

/**
 * The key/value settings schemas of src/contracts/setting-values.fields.ts, under the names the
 * user-settings and banner routes import until they are served from their contracts; then this
 * file goes.
 */
export const settingsChangesSchema = settingsChanges;

export const settingValueSchema = settingValue;
