import { Box, Checkbox, InlineGrid, Select, TextField } from '@shopify/polaris';
import { type ReactNode } from 'react';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../../domain/shop/flag-value';

/** The fields every /display settings screen draws; each takes its label, value, change and (translated) error. */

/** A #RRGGBB field with a swatch of the colour (no swatch while the value is refused or empty). */
export function ColorField({
  label,
  value,
  error,
  helpText,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly error?: string;
  readonly helpText?: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(text) => onChange(text.trim())}
      error={error}
      helpText={helpText}
      maxLength={7}
      autoComplete="off"
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: error ? 'transparent' : value }} />}
    />
  );
}

/** A whole number between bounds; the text goes to the view-model as typed, which parses and checks it. */
export function WholeNumberField({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly error?: string;
  readonly onChange: (text: string) => void;
}) {
  return <TextField label={label} type="number" min={min} max={max} value={Number.isNaN(value) ? '' : String(value)} onChange={onChange} error={error} autoComplete="off" />;
}

/** Custom CSS as the merchant writes it; the server checks it on save (docs/product/storefront.md#widget-settings). */
export function CssCodeField({ label, value, onChange, lines = 4, helpText }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void; readonly lines?: number; readonly helpText?: string }) {
  return <TextField label={label} value={value} onChange={onChange} multiline={lines} monospaced autoComplete="off" helpText={helpText} />;
}

/** A '1'/'2' setting as a checkbox. */
export function FlagSwitch({
  label,
  value,
  onChange,
  helpText,
  disabled = false,
}: {
  readonly label: string;
  readonly value: FlagValue;
  readonly onChange: (value: FlagValue) => void;
  readonly helpText?: ReactNode;
  readonly disabled?: boolean;
}) {
  return <Checkbox label={label} checked={value === FLAG_ON} onChange={(checked) => onChange(checked ? FLAG_ON : FLAG_OFF)} disabled={disabled} helpText={helpText} />;
}

/** Select options from (value, label) pairs. */
export function SelectField<Value extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: Value;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly onChange: (value: Value) => void;
}) {
  return (
    <Select
      label={label}
      value={String(value)}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(selected) => {
        const match = options.find((option) => String(option.value) === selected);
        if (match) onChange(match.value);
      }}
    />
  );
}

/** Two columns of fields on wide screens, one on phones. */
export function FieldGrid({ children }: { readonly children: ReactNode }) {
  return (
    <Box>
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
        {children}
      </InlineGrid>
    </Box>
  );
}
