import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, InlineStack, Layout, Page, Select, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type StorefrontWordDefault } from '../../domain/storefront/storefront-words';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { StorefrontWordsViewModel } from './storefront-words.view-model';

/** A storefront locale's name in the admin's language ('fr' → 'French'), the code when the browser does not know it. */
function localeName(locale: string, adminLanguage: string): string {
  try {
    return new Intl.DisplayNames([adminLanguage], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

const WordField = observer(function WordField({ vm, word }: { readonly vm: StorefrontWordsViewModel; readonly word: StorefrontWordDefault }) {
  const { t } = useTranslation('storefront-words');
  const value = vm.form?.values?.[word.key] ?? '';
  const placeholders = word.placeholders.map((name) => `{{ ${name} }}`).join(', ');
  const help = placeholders === '' ? t('field.key', { key: word.key }) : t('field.keyWithPlaceholders', { key: word.key, placeholders });
  return (
    <Box paddingBlockEnd="300">
      <TextField
        label={word.text}
        value={value}
        placeholder={word.text}
        helpText={help}
        onChange={(text) => vm.setWord(word.key, text)}
        autoComplete="off"
        error={vm.form?.isMissing(word.key) ?? false}
        connectedRight={
          value === '' ? undefined : (
            <Button onClick={() => vm.reset(word.key)} accessibilityLabel={t('field.resetLabel', { text: word.text })}>
              {t('field.reset')}
            </Button>
          )
        }
      />
    </Box>
  );
});

/** /display/texts: every storefront text in one language, the merchant's own word beside its default. */
export const StorefrontWordsScreen = observer(function StorefrontWordsScreen() {
  const { t, i18n } = useTranslation(['storefront-words', 'pages']);
  const vm = useViewModel(StorefrontWordsViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const { form } = vm;
  const languages = vm.locales.map((locale) => ({ value: locale, label: `${localeName(locale, i18n.language)} (${locale})` }));
  return (
    <Page title={t('pages:storefrontTexts')} subtitle={t('subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form?.isDirty ?? false} />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {form && <SettingsErrorsBanner errors={form.errorsBanner} />}
            <Card>
              <BlockStack gap="300">
                {vm.lang === null ? (
                  vm.failed ? (
                    <Text as="p" tone="subdued">
                      {t('loadFailed')}
                    </Text>
                  ) : (
                    <SkeletonBodyText lines={2} />
                  )
                ) : (
                  <InlineStack gap="400" wrap blockAlign="end">
                    <Box minWidth="220px">
                      <Select
                        label={t('language')}
                        options={languages}
                        value={vm.lang}
                        onChange={(lang) => void vm.selectLanguage(lang)}
                        disabled={!vm.canSwitchLanguage}
                        helpText={vm.canSwitchLanguage ? t('languageHelp') : t('languageLocked')}
                      />
                    </Box>
                    <Box minWidth="220px">
                      <TextField label={t('search')} value={vm.query} onChange={(query) => vm.setQuery(query)} autoComplete="off" clearButton onClearButtonClick={() => vm.setQuery('')} />
                    </Box>
                  </InlineStack>
                )}
                <Text as="p" tone="subdued">
                  {t('about')}
                </Text>
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="200">
                <InlineStack align="space-between" gap="200">
                  <Text as="h2" variant="headingMd">
                    {t('textsTitle')}
                  </Text>
                  <Text as="span" tone="subdued">
                    {t('changedCount', { count: vm.overriddenCount })}
                  </Text>
                </InlineStack>
                {form?.values ? (
                  vm.shownWords.length === 0 ? (
                    <Text as="p" tone="subdued">
                      {t('noMatch')}
                    </Text>
                  ) : (
                    <div>
                      {vm.shownWords.map((word) => (
                        <WordField key={`${vm.lang ?? ''}:${word.key}`} vm={vm} word={word} />
                      ))}
                    </div>
                  )
                ) : form?.status === 'failed' ? (
                  <Text as="p" tone="subdued">
                    {t('loadFailed')}
                  </Text>
                ) : (
                  <SkeletonBodyText lines={6} />
                )}
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
