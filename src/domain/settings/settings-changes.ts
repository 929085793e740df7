/**
 * Saved vs current settings of one page. A key whose current value differs from its saved
 * value is unsaved; any unsaved key shows the save bar (and asks before leaving the page).
 * All functions are pure and return new states; `Settings` is any plain record type.
 */
export type SettingKey<Settings extends object> = Extract<keyof Settings, string>;

export interface SettingsChanges<Settings extends object> {
  readonly saved: Settings;
  readonly current: Settings;
  readonly unsavedKeys: ReadonlySet<SettingKey<Settings>>;
}

/** A fresh page: what the server returned is both saved and current. */
export function createSettingsChanges<Settings extends object>(saved: Settings): SettingsChanges<Settings> {
  return { saved, current: saved, unsavedKeys: new Set() };
}

/**
 * Serialized form used for comparison: JSON with the keys of plain objects sorted, so key
 * order never makes a setting unsaved while array order does. Values are expected to be JSON
 * data; as in JSON, undefined object properties are dropped and NaN reads as null. Undefined
 * itself serializes to undefined. Values JSON cannot serialize (cycles, BigInt) give undefined.
 */
export function serializeSettingValue(value: unknown): string | undefined {
  try {
    return JSON.stringify(withSortedKeys(value, []));
  } catch {
    return undefined;
  }
}

/** Copies arrays and plain objects with object keys sorted; throws TypeError on a cycle. */
function withSortedKeys(value: unknown, ancestors: readonly object[]): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) throw new TypeError('Cyclic setting value');
  const path = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item: unknown) => withSortedKeys(item, path));
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = withSortedKeys(value[key], path);
  return sorted;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Same value, or same serialized form; values that cannot be serialized are equal only to themselves. */
export function areSettingValuesEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const serializedA = serializeSettingValue(a);
  return serializedA !== undefined && serializedA === serializeSettingValue(b);
}

export function isSettingUnsaved<Settings extends object>(
  changes: SettingsChanges<Settings>,
  key: SettingKey<Settings>,
): boolean {
  return changes.unsavedKeys.has(key);
}

/** Any unsaved setting: show the save bar and confirm before leaving; none: hide it. */
export function hasUnsavedChanges<Settings extends object>(changes: SettingsChanges<Settings>): boolean {
  return changes.unsavedKeys.size > 0;
}

/** Sets one value; it is marked unsaved unless it equals the saved value (reverting clears the mark). */
export function updateSetting<Settings extends object, Key extends SettingKey<Settings>>(
  changes: SettingsChanges<Settings>,
  key: Key,
  value: Settings[Key],
): SettingsChanges<Settings> {
  const current = { ...changes.current, [key]: value };
  const unsavedKeys = new Set(changes.unsavedKeys);
  if (areSettingValuesEqual(changes.saved[key], value)) unsavedKeys.delete(key);
  else unsavedKeys.add(key);
  return { saved: changes.saved, current, unsavedKeys };
}

/** Sets several values at once, each marked as updateSetting would. */
export function updateSettings<Settings extends object>(
  changes: SettingsChanges<Settings>,
  patch: Partial<Settings>,
): SettingsChanges<Settings> {
  let next = changes;
  for (const key of Object.keys(patch) as SettingKey<Settings>[]) {
    next = updateSetting(next, key, patch[key] as Settings[typeof key]);
  }
  return next;
}

/** Puts one setting back to its saved value. */
export function revertSetting<Settings extends object>(
  changes: SettingsChanges<Settings>,
  key: SettingKey<Settings>,
): SettingsChanges<Settings> {
  return updateSetting(changes, key, changes.saved[key]);
}

/** The unsaved keys with their current values, e.g. for a save request. */
export function unsavedValues<Settings extends object>(changes: SettingsChanges<Settings>): Partial<Settings> {
  const values: Partial<Settings> = {};
  for (const key of changes.unsavedKeys) values[key] = changes.current[key];
  return values;
}

/**
 * After a successful save, the submitted settings become the saved ones. By default that is
 * the current settings, which clears every mark; pass the snapshot that was sent if the
 * merchant kept editing while the request was in flight, so those later edits stay unsaved.
 */
export function markSaved<Settings extends object>(
  changes: SettingsChanges<Settings>,
  submitted: Settings = changes.current,
): SettingsChanges<Settings> {
  return { saved: submitted, current: changes.current, unsavedKeys: diffKeys(submitted, changes.current) };
}

/** Discard: current settings go back to the saved ones and nothing is unsaved. */
export function discardChanges<Settings extends object>(changes: SettingsChanges<Settings>): SettingsChanges<Settings> {
  return createSettingsChanges(changes.saved);
}

function diffKeys<Settings extends object>(saved: Settings, current: Settings): ReadonlySet<SettingKey<Settings>> {
  const keys = new Set([...Object.keys(saved), ...Object.keys(current)] as SettingKey<Settings>[]);
  return new Set([...keys].filter((key) => !areSettingValuesEqual(saved[key], current[key])));
}
