import { readJsonRecord } from '../shared/server-values';

/** Server value of a switched-on flag. */
export const FLAG_ON = '1';
/** Server value of a switched-off flag. */
export const FLAG_OFF = '2';
/** The default page state (docs/product/settings.md) for flags the server has not set. */
export const DEFAULT_PAGE_STATE = FLAG_OFF;

export type FlagValue = typeof FLAG_ON | typeof FLAG_OFF;

/** How one flag is stored on the server. */
export interface FlagFormat {
  /** Value a new shop gets when the server sends nothing usable. */
  readonly defaultValue: FlagValue;
  /** Value written when switched off; '2' for almost every flag. */
  readonly offValue: string;
  /** Values read as off (always includes offValue). */
  readonly offValues: readonly string[];
}

export const STANDARD_FLAG_FORMAT_OFF: FlagFormat = { defaultValue: FLAG_OFF, offValue: FLAG_OFF, offValues: [FLAG_OFF] };
export const STANDARD_FLAG_FORMAT_ON: FlagFormat = { defaultValue: FLAG_ON, offValue: FLAG_OFF, offValues: [FLAG_OFF] };

/** The server's raw flag as a trimmed string; whole numbers (sent by the integer key/value save) count too. */
export function normaliseRawValue(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isInteger(raw)) return String(raw);
  return undefined;
}

/** '1' or '2' exactly (numbers and surrounding spaces tolerated); anything else is undefined. */
export function readFlagValue(raw: unknown): FlagValue | undefined {
  const value = normaliseRawValue(raw);
  return value === FLAG_ON || value === FLAG_OFF ? value : undefined;
}

/** True only when the server says '1'; a missing or unusable value is off. */
export function isFlagOn(raw: unknown): boolean {
  return readFlagValue(raw) === FLAG_ON;
}

/** One key/value pair for the generic shop-config save. */
export interface FlagEntry<Key extends string = string> {
  readonly key: Key;
  readonly value: string;
}

/** '1' is on, one of the format's off values is off, anything else falls back to the format's default. */
export function parseFlag(raw: unknown, format: FlagFormat): boolean {
  const value = normaliseRawValue(raw);
  if (value === FLAG_ON) return true;
  if (value !== undefined && format.offValues.includes(value)) return false;
  return format.defaultValue === FLAG_ON;
}

/** The server's exact string for a flag state. */
export function formatFlag(enabled: boolean, format: FlagFormat): string {
  return enabled ? FLAG_ON : format.offValue;
}

/** A settings object from the server as a record: an object, or a JSON string holding one; else empty. */
export function toSettingsRecord(raw: unknown): Readonly<Record<string, unknown>> {
  return readJsonRecord(raw) ?? {};
}

/** The entries whose keys are not in `knownKeys`, kept as-is so a round trip loses nothing. */
export function entriesExcept(
  record: Readonly<Record<string, unknown>>,
  knownKeys: readonly string[],
): Readonly<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !knownKeys.includes(key)));
}

/** Parses every flag of a flag set; a missing or unknown value takes that flag's default. */
export function parseFlagSet<Key extends string>(
  record: Readonly<Record<string, unknown>>,
  formats: Readonly<Record<Key, FlagFormat>>,
): Readonly<Record<Key, boolean>> {
  const keys = Object.keys(formats) as Key[];
  return Object.fromEntries(keys.map((key) => [key, parseFlag(record[key], formats[key])])) as Record<Key, boolean>;
}

/** Writes every flag of a flag set in the server's format. */
export function formatFlagSet<Key extends string>(
  flags: Readonly<Record<Key, boolean>>,
  formats: Readonly<Record<Key, FlagFormat>>,
): Readonly<Record<Key, string>> {
  const keys = Object.keys(formats) as Key[];
  return Object.fromEntries(keys.map((key) => [key, formatFlag(flags[key], formats[key])])) as Record<Key, string>;
}
