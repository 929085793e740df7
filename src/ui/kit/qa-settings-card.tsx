import { BlockStack, Box, Card, Checkbox, InlineStack, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from './use-translation';
import { LeaveConfirmation } from './leave-confirmation';
import { SettingsErrorsBanner } from './settings-errors-banner';
import { useViewModel } from './view-model-context';
import { QaSettingsViewModel } from './qa-settings.view-model';

/** The Q&A widget's on/off switch and colour, on /qa and /display/qa; unsaved changes bring up the save bar. */
export const QaSettingsCard = observer(function QaSettingsCard() {
  const vm = useViewModel(QaSettingsViewModel);
  return <QaSettingsFieldsCard vm={vm} />;
});

/** The card's fields for a view-model the caller holds (/display/qa previews the same values). */
export const QaSettingsFieldsCard = observer(function QaSettingsFieldsCard({ vm }: { readonly vm: QaSettingsViewModel }) {
  const { t } = useTranslation('questions');
  const { form } = vm;

  useEffect(() => {
    void form.load();
  }, [form]);

  const values = form.values;
  return (
    <Card>
      <LeaveConfirmation when={form.isDirty} />
      <BlockStack gap="300">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">
            {t('settings.title')}
          </Text>
          <Text as="p" tone="subdued">
            {t('settings.description')}
          </Text>
        </BlockStack>
        <SettingsErrorsBanner errors={form.errorsBanner} />
        {values ? (
          <>
            <Checkbox label={t('settings.active')} checked={values.is_active === 1} onChange={(value) => vm.setActive(value)} disabled={form.saving} />
            <InlineStack gap="300" blockAlign="end" wrap={false}>
              <Box minWidth="240px">
                <TextField
                  label={t('settings.color')}
                  value={values.color}
                  onChange={(value) => vm.setColor(value)}
                  helpText={t('settings.colorHelp')}
                  error={vm.colorError ? t(vm.colorError) : undefined}
                  maxLength={7}
                  autoComplete="off"
                  disabled={form.saving}
                />
              </Box>
              {vm.colorError === null && (
                <div
                  aria-hidden="true"
                  data-testid="qa-color-swatch"
                  style={{ width: 36, height: 36, marginBottom: 24, borderRadius: 8, border: '1px solid #8a8a8a', background: values.color }}
                />
              )}
            </InlineStack>
          </>
        ) : form.status === 'failed' ? (
          <Text as="p" tone="subdued">
            {t('settings.loadFailed')}
          </Text>
        ) : (
          <SkeletonBodyText lines={2} />
        )}
      </BlockStack>
    </Card>
  );
});
