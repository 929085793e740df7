import { TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type FlagValue } from '../../domain/shop/flag-value';
import { type SettingKey } from '../../domain/settings/settings-changes';
import { ColorField, FlagSwitch, WholeNumberField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { type ShowcaseSettingsViewModel } from './showcase-settings.view-model';
import { WidgetPreviewPanel } from './widget-preview-panel';

/** Keys of S whose values are of type V. */
type KeysOf<S, V> = { [K in SettingKey<S & object>]: S[K] extends V ? K : never }[SettingKey<S & object>];

/** The shared fields bound to a showcase's view-model (the buyers' show and the card carousel). */
interface FieldProps<S extends object> {
  readonly vm: ShowcaseSettingsViewModel<S>;
  readonly values: S;
  readonly label: string;
}

export const ShowcaseColorField = observer(function ShowcaseColorField<S extends object>({ vm, values, label, field }: FieldProps<S> & { readonly field: KeysOf<S, string> }) {
  const { t } = useTranslation('display-showcase');
  const problem = vm.problemOf(field);
  return <ColorField label={label} value={values[field] as string} error={problem ? t(problem) : undefined} onChange={(value) => vm.set(field, value as S[typeof field])} />;
});

export const ShowcaseNumberField = observer(function ShowcaseNumberField<S extends object>({ vm, values, label, field }: FieldProps<S> & { readonly field: KeysOf<S, number> }) {
  const { t } = useTranslation('display-showcase');
  const [min, max] = vm.numberFields[field] ?? [0, 0];
  const problem = vm.problemOf(field);
  return <WholeNumberField label={label} value={values[field] as number} min={min} max={max} error={problem ? t(problem, { min, max }) : undefined} onChange={(text) => vm.setNumber(field, text)} />;
});

export const ShowcaseSwitchField = observer(function ShowcaseSwitchField<S extends object>({ vm, values, label, field, helpText }: FieldProps<S> & { readonly field: KeysOf<S, FlagValue>; readonly helpText?: string }) {
  return <FlagSwitch label={label} value={values[field] as FlagValue} onChange={(value) => vm.set(field, value as S[typeof field])} helpText={helpText} />;
});

export const ShowcaseTitleField = observer(function ShowcaseTitleField<S extends object>({ vm, values, label, field, helpText }: FieldProps<S> & { readonly field: KeysOf<S, string>; readonly helpText: string }) {
  return <TextField label={label} value={values[field] as string} onChange={(text) => vm.set(field, text as S[typeof field])} maxLength={120} showCharacterCount autoComplete="off" helpText={helpText} />;
});

/**
 * A showcase's settings page: the form's cards beside the live preview, which the storefront's
 * own Liquid draws (docs/product/storefront.md#showcase) in a sandboxed frame that runs no script.
 */
export const ShowcaseSettingsPage = observer(function ShowcaseSettingsPage<S extends object>({
  vm,
  title,
  subtitle,
  previewTitle,
  children,
}: {
  readonly vm: ShowcaseSettingsViewModel<S>;
  readonly title: string;
  readonly subtitle: string;
  readonly previewTitle: string;
  readonly children: (values: S) => ReactNode;
}) {
  const { t } = useTranslation('display-showcase');
  return (
    <SettingsScreenLayout
      form={vm.form}
      start={() => vm.start()}
      title={title}
      subtitle={subtitle}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-showcase:preview" frameTitle={previewTitle} height="70vh" skeletonLines={8} />}
    >
      {children}
    </SettingsScreenLayout>
  );
});
