/**
 * Reads a number typed into a field (raw text) or already held as a number.
 *
 * Text accepts plain decimal notation only: optional sign, digits, optional '.' and digits
 * ("12", "-3", "+4", "1.5", ".5", "5."), surrounded by optional whitespace. Exponent notation
 * ("1e2"), "Infinity", "NaN", thousands separators and decimal commas are not numbers here:
 * merchants never type them on purpose, and a number field always reports '.' as separator.
 */
export type NumericInput = number | string | null | undefined;

export type NumericInputFailure = 'blank' | 'notANumber' | 'notFinite';

export type ParsedNumericInput =
  | {
      readonly ok: true;
      readonly value: number;
      /** Significant digits after the decimal point; trailing zeros of typed text do not count. */
      readonly decimalPlaces: number;
    }
  | { readonly ok: false; readonly reason: NumericInputFailure };

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.(\d*))?|\.(\d+))$/;

export function parseNumericInput(input: NumericInput): ParsedNumericInput {
  if (input === null || input === undefined) return { ok: false, reason: 'blank' };
  if (typeof input === 'number') return parseNumber(input);
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'blank' };
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) return { ok: false, reason: 'notANumber' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: 'notFinite' };
  const fraction = match[1] ?? match[2] ?? '';
  return { ok: true, value, decimalPlaces: fraction.replace(/0+$/, '').length };
}

function parseNumber(value: number): ParsedNumericInput {
  if (Number.isNaN(value)) return { ok: false, reason: 'notANumber' };
  if (!Number.isFinite(value)) return { ok: false, reason: 'notFinite' };
  return { ok: true, value, decimalPlaces: countDecimalPlaces(value) };
}

/**
 * Digits after the decimal point in the shortest text that reads back as this number
 * (0.1 has 1, 1e-7 has 7), so binary rounding noise never counts as extra decimals.
 */
export function countDecimalPlaces(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const mantissaDecimals = mantissa.split('.')[1]?.length ?? 0;
  // Non-integers below 1e21 only use an exponent when tiny (e-7 and smaller).
  return mantissaDecimals - Number(exponent ?? 0);
}

/** What a number field takes as typed: up to nine digits with at most one decimal point, no sign. */
const UNSIGNED_DECIMAL_TEXT = /^\d{0,9}(\.\d*)?$/;

/**
 * A number field's text as a settings form keeps it: the number typed, or NaN for text that is no
 * such number (blank, a sign, a letter, a second point), which the field's rule then refuses.
 */
export function decimalAsTyped(text: string): number {
  const trimmed = text.trim();
  return trimmed !== '' && UNSIGNED_DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}
