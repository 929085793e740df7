import '../kit/polaris-complete';
import { Card, Layout, Page, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnotatedSection } from '../kit/annotated-section';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { useViewModel } from '../kit/view-model-context';
import { LanguageSettingsViewModel } from './language-settings.view-model';

/** /settings/language: the admin's interface language (docs/product/overview.md, §2). */
export const LanguageSettingsScreen = observer(function LanguageSettingsScreen() {
  const { t } = useTranslation('settings');
  const viewModel = useViewModel(LanguageSettingsViewModel);
  const { form } = viewModel;

  useEffect(() => {
    void form.load();
  }, [form]);

  return (
    <Page title={t('language.title')}>
      <LeaveConfirmation when={form.isDirty} />
      <Layout>
        <AnnotatedSection title={t('language.sectionTitle')} description={t('language.description')}>
          <Card>
            {form.values ? (
              <Select
                label={t('language.label')}
                options={[...viewModel.options]}
                value={form.values.backend_lang}
                onChange={viewModel.selectLanguage}
                disabled={form.saving}
              />
            ) : form.status === 'failed' ? (
              <Text as="p" tone="subdued">
                {t('form.loadFailed')}
              </Text>
            ) : (
              <SkeletonBodyText lines={2} />
            )}
          </Card>
        </AnnotatedSection>
      </Layout>
    </Page>
  );
});
