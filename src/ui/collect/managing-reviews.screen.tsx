import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, Checkbox, Layout, Link, Page, Tag, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { HOLD_WORD_MAX_LENGTH, HOLD_WORDS_MAX } from '../../domain/collect/review-handling';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ManagingReviewsViewModel } from './managing-reviews.view-model';
import { LoadingCard } from '../kit/loading-card';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
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

/** /collect/managing_reviews: how collected reviews are handled when they arrive (docs/product/collect-manage.md). */
export const ManagingReviewsScreen = observer(function ManagingReviewsScreen() {
  const { t } = useTranslation('collect-manage');
  const vm = useViewModel(ManagingReviewsViewModel);
  const { form } = vm;

  useEffect(() => {
    void form.load();
  }, [form]);

  const values = form.values;
  return (
    <Page title={t('handling.title')} subtitle={t('handling.subtitle')} backAction={{ content: t('handling.back'), url: '/collect' }}>
      <LeaveConfirmation when={form.isDirty} />
      <Layout>
        <Layout.Section>
          {values ? (
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Section title={t('handling.publishing')}>
                <Text as="p">{t('handling.neverByRating')}</Text>
                {vm.holdsByRating && (
                  <Banner tone="warning" title={t('handling.ratingRuleTitle', { count: values.auto_publish_min_rating })}>
                    <p>
                      {t('handling.ratingRuleBody')} <Link url="/display/write">{t('handling.writeSettings')}</Link>
                    </p>
                  </Banner>
                )}
                <Checkbox
                  label={t('handling.storefrontPublish')}
                  checked={values.is_review_publish === FLAG_ON}
                  onChange={(checked) => vm.set('is_review_publish', checked ? FLAG_ON : FLAG_OFF)}
                  helpText={
                    <>
                      {t('handling.storefrontPublishHelp')} <Link url="/display/write">{t('handling.writeSettings')}</Link>
                    </>
                  }
                />
                <Checkbox
                  label={t('handling.emailPublish')}
                  checked={values.email_review_publish === FLAG_ON}
                  onChange={(checked) => vm.set('email_review_publish', checked ? FLAG_ON : FLAG_OFF)}
                  helpText={t('handling.emailPublishHelp')}
                />
                <Text as="p" tone="subdued">
                  {t('handling.importsNote')}
                </Text>
              </Section>
              <Section title={t('handling.holdWords')}>
                <Text as="p" tone="subdued">
                  {t('handling.holdWordsHelp')}
                </Text>
                <div
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      vm.addWords();
                    }
                  }}
                >
                  <TextField
                    label={t('handling.addWordLabel')}
                    value={vm.wordDraft}
                    onChange={(text) => vm.setWordDraft(text)}
                    autoComplete="off"
                    helpText={t('handling.addWordHelp', { max: HOLD_WORD_MAX_LENGTH })}
                    error={vm.wordProblem ? t(`handling.wordProblems.${vm.wordProblem}`, { max: HOLD_WORDS_MAX, length: HOLD_WORD_MAX_LENGTH }) : undefined}
                    connectedRight={<Button onClick={() => vm.addWords()}>{t('handling.addWord')}</Button>}
                  />
                </div>
                {values.hold_words.length === 0 ? (
                  <Text as="p" tone="subdued">
                    {t('handling.noWords')}
                  </Text>
                ) : (
                  <ul aria-label={t('handling.wordsListLabel', { count: values.hold_words.length })} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
                    {values.hold_words.map((word) => (
                      <li key={word}>
                        <Tag onRemove={() => vm.removeWord(word)}>
                          {word}
                        </Tag>
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
              <Section title={t('handling.notification')}>
                <Text as="p">
                  {t('handling.notificationMoved')} <Link url="/settings/notifications">{t('handling.notificationLink')}</Link>
                </Text>
              </Section>
            </BlockStack>
          ) : (
            <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} lines={8} />
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
});
