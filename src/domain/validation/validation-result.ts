import { type MessageDescriptor, type MessageValues } from '../shared/message';

export interface ValidResult {
  readonly ok: true;
}

/** A failed rule: a stable i18n message key plus the values its message interpolates. */
export interface InvalidResult<Key extends string> extends MessageDescriptor<Key> {
  readonly ok: false;
}

export type ValidationResult<Key extends string> = ValidResult | InvalidResult<Key>;

export const VALID: ValidResult = { ok: true };

export function invalid<Key extends string>(key: Key, values: MessageValues = {}): InvalidResult<Key> {
  return { ok: false, key, values };
}
