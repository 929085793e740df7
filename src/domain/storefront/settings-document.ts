import { readFlagValue, type FlagValue } from '../shop/flag-value';
import { readJsonRecord } from '../shared/server-values';

/**
 * A stored field as the settings object takes it, or undefined to keep the default. Without one a
 * field takes a stored value of its default's type.
 */
export type FieldReader<V> = (stored: unknown) => V | undefined;
export type FieldReaders<T> = { readonly [K in keyof T]?: FieldReader<T[K]> };

/**
 * A settings document (docs/product/storefront.md#widget-settings) over its defaults: each field of
 * the defaults keeps its default unless the stored one has the same type, or passes its reader; a
 * stored field the defaults do not name is dropped.
 */
export function documentOverDefaults<T extends object>(defaults: T, stored: unknown, readers: FieldReaders<T> = {}): T {
  const record = readJsonRecord(stored) ?? {};
  const merged: Record<string, unknown> = { ...(defaults as Readonly<Record<string, unknown>>) };
  for (const [key, fallback] of Object.entries(defaults)) {
    const reader = (readers as Readonly<Record<string, FieldReader<unknown> | undefined>>)[key];
    const value = reader ? reader(record[key]) : typeof record[key] === typeof fallback ? record[key] : undefined;
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}

/** A switch stored as '1' / '2' (numbers and spaces tolerated). */
export const flagField: FieldReader<FlagValue> = readFlagValue;

/** A text that passes `valid`. */
export function textField(valid: (text: string) => boolean): FieldReader<string> {
  return (stored) => (typeof stored === 'string' && valid(stored) ? stored : undefined);
}

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A #rrggbb colour (lower case, as the admin sends it). */
export const colorField: FieldReader<string> = textField((text) => HEX_COLOR.test(text));

/** One of the listed values. */
export function oneOfField<V>(values: readonly V[]): FieldReader<V> {
  return (stored) => values.find((candidate) => candidate === stored);
}

/** The fields a partial request sets: its absent fields arrive as undefined. */
export function definedOnly<T extends object>(draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<T>;
}
