/** The banner listing empty required fields is critical (it blocks saving). */
export const REQUIRED_FIELDS_BANNER_TONE = 'critical';

/**
 * Title keys of the required-fields banner (English text for the locale files):
 * - 'foundError': "Found 1 error"
 * - 'foundErrors': "Found {{count}} errors"
 */
export type RequiredFieldsTitleKey = 'foundError' | 'foundErrors';

export interface RequiredFieldsBanner<Field extends string> {
  readonly tone: typeof REQUIRED_FIELDS_BANNER_TONE;
  readonly titleKey: RequiredFieldsTitleKey;
  readonly titleValues: { readonly count: number };
  /** Empty required fields in the order they were declared; the UI labels and lists them. */
  readonly fields: readonly Field[];
}

export interface RequiredFieldsCheck<Field extends string> {
  readonly emptyFields: readonly Field[];
  /** Saving is blocked while any required field is empty. */
  readonly saveBlocked: boolean;
  /** Undefined when nothing is missing (no banner). */
  readonly banner: RequiredFieldsBanner<Field> | undefined;
}

/**
 * Empty: undefined, null, a string of only whitespace, or an array with no elements.
 * Everything else is filled, including 0, false, NaN, an object, and an array of blank strings
 * (its elements are not inspected).
 */
export function isEmptyRequiredValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required fields of `values` that are empty (a missing key is empty), once each, in `requiredFields` order. */
export function findEmptyRequiredFields<Values extends object, Field extends keyof Values & string>(
  values: Values,
  requiredFields: readonly Field[],
): readonly Field[] {
  const unique = [...new Set(requiredFields)];
  return unique.filter((field) => isEmptyRequiredValue(values[field]));
}

export function requiredFieldsBanner<Field extends string>(
  emptyFields: readonly Field[],
): RequiredFieldsBanner<Field> | undefined {
  const count = emptyFields.length;
  if (count === 0) return undefined;
  return {
    tone: REQUIRED_FIELDS_BANNER_TONE,
    titleKey: count === 1 ? 'foundError' : 'foundErrors',
    titleValues: { count },
    fields: emptyFields,
  };
}

export function checkRequiredFields<Values extends object, Field extends keyof Values & string>(
  values: Values,
  requiredFields: readonly Field[],
): RequiredFieldsCheck<Field> {
  const emptyFields = findEmptyRequiredFields(values, requiredFields);
  return { emptyFields, saveBlocked: emptyFields.length > 0, banner: requiredFieldsBanner(emptyFields) };
}
