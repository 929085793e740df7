import { BlockStack, Box, Card, Checkbox, InlineGrid, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { type ReviewWidgetColorField, type ReviewWidgetSwitch } from '../../domain/storefront/review-widget-settings';
import { NUMBER_FIELDS, type NumberField, type ReviewWidgetFormValues, type ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';

interface FieldProps {
  readonly vm: ReviewWidgetSettingsViewModel;
  readonly values: ReviewWidgetFormValues;
}

/** A #RRGGBB field with a swatch of the colour. */
export const ColorField = observer(function ColorField({ vm, values, field }: FieldProps & { readonly field: ReviewWidgetColorField }) {
  const { t } = useTranslation('display');
  const problem = vm.problemOf(field);
  return (
    <TextField
      label={t(`reviews.colors.${field}`)}
      value={values[field]}
      onChange={(value) => vm.set(field, value.trim())}
      error={problem ? t(problem.replace('display:', '')) : undefined}
      maxLength={7}
      autoComplete="off"
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: problem ? 'transparent' : values[field] }} />}
    />
  );
});

export const NumberSettingField = observer(function NumberSettingField({ vm, values, field, labelKey }: FieldProps & { readonly field: NumberField; readonly labelKey: string }) {
  const { t } = useTranslation('display');
  const [min, max] = NUMBER_FIELDS[field];
  const problem = vm.problemOf(field);
  return (
    <TextField
      label={t(labelKey)}
      type="number"
      min={min}
      max={max}
      value={Number.isNaN(values[field]) ? '' : String(values[field])}
      onChange={(text) => vm.setNumber(field, text)}
      error={problem ? t(problem.replace('display:', ''), { min, max }) : undefined}
      autoComplete="off"
    />
  );
});

export const SwitchField = observer(function SwitchField({
  vm,
  values,
  field,
  labelKey,
  disabled = false,
  helpText,
}: FieldProps & { readonly field: ReviewWidgetSwitch | 'show_review_btn' | 'is_del_powered'; readonly labelKey: string; readonly disabled?: boolean; readonly helpText?: ReactNode }) {
  const { t } = useTranslation('display');
  return (
    <Checkbox
      label={t(labelKey)}
      checked={values[field] === FLAG_ON}
      onChange={(checked) => vm.set(field, checked ? FLAG_ON : FLAG_OFF)}
      disabled={disabled}
      helpText={helpText}
    />
  );
});

/** Select options from (value, translation key) pairs. */
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

/** A titled card of settings. */
export function SettingsCard({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}
