import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Card, InlineStack, Layout, Link, Page, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { AnnotatedSection } from '../kit/annotated-section';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { useViewModel } from '../kit/view-model-context';
import { LanguageSettingsViewModel } from './language-settings.view-model';

/** /settings/language: the admin's interface language and the storefront's primary language (docs/product/settings.md#language). */
export const LanguageSettingsScreen = observer(function LanguageSettingsScreen() {
  const { t } = useTranslation('settings');
  const viewModel = useViewModel(LanguageSettingsViewModel);
  const { form } = viewModel;

  useEffect(() => {
    void form.load();
    void viewModel.loadStorefrontLanguage();
  }, [form, viewModel]);

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
        <AnnotatedSection title={t('language.storefrontTitle')} description={t('language.storefrontDescription')}>
          <StorefrontLanguageCard viewModel={viewModel} />
        </AnnotatedSection>
      </Layout>
    </Page>
  );
});

/** The storefront's primary language, read-only, and the way to its words on /display/texts. */
const StorefrontLanguageCard = observer(function StorefrontLanguageCard({ viewModel }: { viewModel: LanguageSettingsViewModel }) {
  const { t } = useTranslation('settings');
  if (viewModel.storefrontStatus === 'failed') {
    return <Banner tone="critical" title={t('language.storefrontLoadFailed')} action={{ content: t('form.retry'), onAction: () => void viewModel.loadStorefrontLanguage() }} />;
  }
  const language = viewModel.storefrontLanguage;
  return (
    <Card>
      {viewModel.storefrontStatus === 'loading' ? (
        <SkeletonBodyText lines={2} />
      ) : (
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            {t('language.storefrontPrimary')}
          </Text>
          {language ? (
            <InlineStack gap="200" blockAlign="center">
              <Text as="p" fontWeight="semibold">
                {language.name}
              </Text>
              <Badge>{language.locale}</Badge>
            </InlineStack>
          ) : (
            <Text as="p">{t('language.storefrontNone')}</Text>
          )}
          <Text as="p" tone="subdued">
            {t('language.storefrontHint')}
          </Text>
          <Box>
            <Link url="/display/texts">{t('language.storefrontTexts')}</Link>
          </Box>
        </BlockStack>
      )}
    </Card>
  );
});
