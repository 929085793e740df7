import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Card, Checkbox, InlineGrid, Layout, Page, Select, SkeletonBodyText, Spinner, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../../domain/shop/flag-value';
import { type SettingKey } from '../../domain/settings/settings-changes';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { type ShowcaseSettingsViewModel } from './showcase-settings.view-model';

/** Keys of S whose values are of type V. */
type KeysOf<S, V> = { [K in SettingKey<S & object>]: S[K] extends V ? K : never }[SettingKey<S & object>];

interface FieldProps<S extends object> {
  readonly vm: ShowcaseSettingsViewModel<S>;
  readonly values: S;
  readonly label: string;
}

const problemText = (t: (key: string, options?: Record<string, unknown>) => string, problem: string | null, options?: Record<string, unknown>) =>
  problem ? t(problem.replace('display-showcase:', ''), options) : undefined;

/** A #RRGGBB field with a swatch of the colour. */
export const ShowcaseColorField = observer(function ShowcaseColorField<S extends object>({ vm, values, label, field }: FieldProps<S> & { readonly field: KeysOf<S, string> }) {
  const { t } = useTranslation('display-showcase');
  const problem = vm.problemOf(field);
  const value = values[field] as string;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(text) => vm.set(field, text.trim() as S[typeof field])}
      error={problemText(t, problem)}
      maxLength={7}
      autoComplete="off"
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: problem ? 'transparent' : value }} />}
    />
  );
});

export const ShowcaseNumberField = observer(function ShowcaseNumberField<S extends object>({ vm, values, label, field }: FieldProps<S> & { readonly field: KeysOf<S, number> }) {
  const { t } = useTranslation('display-showcase');
  const [min, max] = vm.numberFields[field] ?? [0, 0];
  const value = values[field] as number;
  return (
    <TextField
      label={label}
      type="number"
      min={min}
      max={max}
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(text) => vm.setNumber(field, text)}
      error={problemText(t, vm.problemOf(field), { min, max })}
      autoComplete="off"
    />
  );
});

export const ShowcaseSwitchField = observer(function ShowcaseSwitchField<S extends object>({ vm, values, label, field, helpText }: FieldProps<S> & { readonly field: KeysOf<S, FlagValue>; readonly helpText?: string }) {
  return <Checkbox label={label} checked={values[field] === FLAG_ON} onChange={(checked) => vm.set(field, (checked ? FLAG_ON : FLAG_OFF) as S[typeof field])} helpText={helpText} />;
});

export const ShowcaseTitleField = observer(function ShowcaseTitleField<S extends object>({ vm, values, label, field, helpText }: FieldProps<S> & { readonly field: KeysOf<S, string>; readonly helpText: string }) {
  return <TextField label={label} value={values[field] as string} onChange={(text) => vm.set(field, text as S[typeof field])} maxLength={120} showCharacterCount autoComplete="off" helpText={helpText} />;
});

/** Select options from (value, label) pairs. */
export function ShowcaseSelect<Value extends string | number>({
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
export function ShowcaseFieldGrid({ children }: { readonly children: ReactNode }) {
  return (
    <Box>
      <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
        {children}
      </InlineGrid>
    </Box>
  );
}

export function ShowcaseCard({ title, children }: { readonly title: string; readonly children: ReactNode }) {
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
  const { form } = vm;
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const values = form.values;
  return (
    <Page title={title} subtitle={subtitle} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              {children(values)}
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <div style={{ position: 'sticky', top: 16 }}>
              <Card>
                <BlockStack gap="200">
                  <Text as="h2" variant="headingMd">
                    {t('preview.title')}
                  </Text>
                  <Text as="p" tone="subdued">
                    {t('preview.note')}
                  </Text>
                  <Box minHeight="24px">
                    {vm.previewStatus === 'loading' && (
                      <span role="status">
                        <Spinner size="small" accessibilityLabel={t('preview.loading')} />
                      </span>
                    )}
                    {vm.previewStatus === 'failed' && <Banner tone="critical">{t('preview.failed')}</Banner>}
                  </Box>
                  {vm.previewHtml !== null ? (
                    <iframe title={previewTitle} sandbox="" srcDoc={vm.previewHtml} style={{ width: '100%', height: '70vh', border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
                  ) : (
                    <SkeletonBodyText lines={8} />
                  )}
                </BlockStack>
              </Card>
            </div>
          </Layout.Section>
        </Layout>
      ) : form.status === 'failed' ? (
        <Card>
          <Text as="p" tone="subdued">
            {t('loadFailed')}
          </Text>
        </Card>
      ) : (
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      )}
    </Page>
  );
});
