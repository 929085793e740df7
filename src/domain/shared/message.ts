/** Interpolation values of a message; the UI formats numbers for the current language. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A user-facing message as a stable i18n key plus interpolation values; the UI translates the key. */
export interface MessageDescriptor<Key extends string = string> {
  readonly key: Key;
  readonly values: MessageValues;
}
