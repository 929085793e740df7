import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, Checkbox, ChoiceList, InlineStack, Layout, Link, Page, Select, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { DeleteIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { DIGEST_FREQUENCIES, LOW_RATING_THRESHOLDS, NOTIFICATION_EMAIL_MAX_LENGTH } from '../../domain/notifications/merchant-notifications';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { AnnotatedSection } from '../kit/annotated-section';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { type NotificationSwitch, NotificationSettingsViewModel } from './notification-settings.view-model';

/** /settings/notifications: the e-mails the app sends the merchant (docs/product/notifications.md). */
export const NotificationSettingsScreen = observer(function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  const vm = useViewModel(NotificationSettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void form.load();
  }, [form]);

  const values = form.values;
  const toggle = (key: NotificationSwitch, label: string, help: string, extra?: ReactNode) => (
    <Checkbox
      label={label}
      helpText={
        extra ? (
          <>
            {help} {extra}
          </>
        ) : (
          help
        )
      }
      checked={values?.[key] === FLAG_ON}
      onChange={(checked) => vm.setSwitch(key, checked)}
      disabled={form.saving}
    />
  );

  return (
    <Page title={t('page.title')} backAction={{ content: t('page.back'), url: '/settings' }}>
      <LeaveConfirmation when={form.isDirty} />
      <Layout>
        {form.errorsBanner && (
          <Layout.Section>
            <SettingsErrorsBanner errors={form.errorsBanner} />
          </Layout.Section>
        )}
        {!values ? (
          <Layout.Section>
            <Card>
              {form.status === 'failed' ? (
                <Text as="p" tone="subdued">
                  {t('settings:form.loadFailed')}
                </Text>
              ) : (
                <SkeletonBodyText lines={6} />
              )}
            </Card>
          </Layout.Section>
        ) : (
          <>
            <AnnotatedSection title={t('page.recipients.title')} description={t('page.recipients.description')}>
              <Card>
                <BlockStack gap="300">
                  {vm.emails.length === 0 && (
                    <Text as="p" tone="subdued">
                      {t('page.recipients.none')}
                    </Text>
                  )}
                  {vm.emails.map((email, index) => {
                    const problem = vm.problemOf(index);
                    const stopped = vm.stoppedFor(email);
                    return (
                      // The index is the row's identity: typing changes the address, not the row.
                      <BlockStack key={index} gap="100">
                        <TextField
                          label={t('page.recipients.label', { number: index + 1 })}
                          type="email"
                          autoComplete="email"
                          value={email}
                          maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
                          onChange={(text) => vm.setEmail(index, text)}
                          error={problem ? t(problem.messageKey, problem.values ?? {}) : undefined}
                          disabled={form.saving}
                          connectedRight={
                            <Button icon={DeleteIcon} accessibilityLabel={t('page.recipients.remove', { number: index + 1 })} onClick={() => vm.removeEmail(index)} disabled={form.saving} />
                          }
                        />
                        {stopped.length > 0 && (
                          <InlineStack gap="200" blockAlign="center">
                            <Text as="p" tone="subdued">
                              {t('page.unsubscribed', { kinds: stopped.map((kind) => t(`kinds.${kind}`)).join(', ') })}
                            </Text>
                            <Button variant="plain" onClick={() => vm.resume(email)} disabled={form.saving}>
                              {t('page.resume')}
                            </Button>
                          </InlineStack>
                        )}
                      </BlockStack>
                    );
                  })}
                  <Box>
                    <Button onClick={() => vm.addEmail()} disabled={!vm.canAddEmail || form.saving}>
                      {t('page.recipients.add')}
                    </Button>
                  </Box>
                </BlockStack>
              </Card>
            </AnnotatedSection>
            <AnnotatedSection title={t('page.events.title')} description={t('page.events.description')}>
              <Card>
                <BlockStack gap="300">
                  {toggle('notify_new_review', t('page.events.newReview'), t('page.events.newReviewHelp'))}
                  {toggle('notify_low_rating', t('page.events.lowRating'), t('page.events.lowRatingHelp'))}
                  <Select
                    label={t('page.events.threshold')}
                    options={LOW_RATING_THRESHOLDS.map((threshold) => ({ value: String(threshold), label: t(`page.events.threshold${threshold}`) }))}
                    value={String(values.low_rating_threshold)}
                    onChange={(value) => vm.setThreshold(value)}
                    disabled={form.saving || values.notify_low_rating !== FLAG_ON}
                  />
                  {toggle(
                    'notify_held_review',
                    t('page.events.heldReview'),
                    t('page.events.heldReviewHelp'),
                    <Link url="/collect/managing_reviews">{t('page.events.holdWordsLink')}</Link>,
                  )}
                  {toggle('notify_new_question', t('page.events.newQuestion'), t('page.events.newQuestionHelp'))}
                </BlockStack>
              </Card>
            </AnnotatedSection>
            <AnnotatedSection title={t('page.digest.title')} description={t('page.digest.description')}>
              <Card>
                <ChoiceList
                  title={t('page.digest.label')}
                  choices={DIGEST_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`page.digest.${frequency}`) }))}
                  selected={[values.digest_frequency]}
                  onChange={([frequency]) => vm.setDigest(frequency ?? '')}
                  disabled={form.saving}
                />
              </Card>
            </AnnotatedSection>
          </>
        )}
      </Layout>
    </Page>
  );
});
