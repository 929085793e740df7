import { TextField } from '@shopify/polaris';
import { useEffect, useId } from 'react';
import { useTranslation } from './use-translation';
import { type TextLimitStatus } from '../../domain/validation/text-limit';

export interface LimitedTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly limit: TextLimitStatus;
  /** A message of the field's own (required, the server's answer); the over-limit message otherwise. */
  readonly error?: string | null;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
  /** Grows when the text was filled in for the user: focus the field with the caret after the last character. */
  readonly caretToEnd?: number;
}

/**
 * A multi-line field with a live character count against its limit (docs/product/reviews.md).
 * It never cuts what was typed or pasted: past the limit the count turns into a message saying
 * how much to remove, and the caller keeps Save off. Right-to-left text is laid out as such.
 */
export function LimitedTextField({ label, value, onChange, limit, error, disabled, autoFocus, caretToEnd }: LimitedTextFieldProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const overMessage = limit.isOver ? t('textLimit.over', { count: limit.over, over: number.format(limit.over), max: number.format(limit.max) }) : undefined;

  // Polaris' TextField passes no `dir`; the textarea needs it for right-to-left text.
  useEffect(() => {
    document.getElementById(id)?.setAttribute('dir', 'auto');
  });

  useEffect(() => {
    if (caretToEnd === undefined) return;
    const field = document.getElementById(id);
    if (!(field instanceof HTMLTextAreaElement)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [caretToEnd, id]);

  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      multiline={4}
      maxHeight={320}
      autoComplete="off"
      helpText={t('textLimit.count', { length: number.format(limit.length), max: number.format(limit.max) })}
      error={error ?? overMessage}
      {...(disabled ? { disabled } : {})}
      {...(autoFocus ? { autoFocus } : {})}
    />
  );
}
