import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, InlineStack, Layout, Page, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { REPLY_TEMPLATE_BODY_MAX_LENGTH, REPLY_TEMPLATE_NAME_MAX_LENGTH, REPLY_TEMPLATE_PLACEHOLDERS, REPLY_TEMPLATES_MAX, type ReplyTemplate } from '../../domain/reviews/reply-templates';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { UserText } from '../kit/user-text';
import { useViewModel } from '../kit/view-model-context';
import { ReplyTemplatesViewModel } from './reply-templates.view-model';
import { LoadingCard } from '../kit/loading-card';

const TemplateCard = observer(function TemplateCard({ vm, template, index }: { vm: ReplyTemplatesViewModel; template: ReplyTemplate; index: number }) {
  const { t } = useTranslation('collect-manage');
  const problems = vm.problemsOf(template.id);
  const unknown = vm.unknownPlaceholdersOf(template.id);
  const nameError = problems.find((problem) => problem.startsWith('name'));
  const bodyError = problems.find((problem) => problem.startsWith('body'));
  const heading = template.name.trim() === '' ? t('reply.untitled', { number: index + 1 }) : template.name.trim();
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
          <Text as="h2" variant="headingMd" breakWord>
            <bdi>{heading}</bdi>
          </Text>
          <Button tone="critical" variant="plain" onClick={() => vm.remove(template.id)} accessibilityLabel={t('reply.deleteNamed', { name: heading })}>
            {t('reply.delete')}
          </Button>
        </InlineStack>
        <TextField
          label={t('reply.name')}
          value={template.name}
          onChange={(value) => vm.update(template.id, 'name', value)}
          autoComplete="off"
          showCharacterCount
          maxLength={REPLY_TEMPLATE_NAME_MAX_LENGTH}
          helpText={t('reply.nameHelp')}
          error={nameError ? t(`reply.problems.${nameError}`) : undefined}
          autoFocus={vm.focusedId === template.id}
        />
        <TextField
          label={t('reply.body')}
          value={template.body}
          onChange={(value) => vm.update(template.id, 'body', value)}
          autoComplete="off"
          multiline={4}
          showCharacterCount
          maxLength={REPLY_TEMPLATE_BODY_MAX_LENGTH}
          helpText={t('reply.bodyHelp', { list: REPLY_TEMPLATE_PLACEHOLDERS.map((placeholder) => `{{${placeholder}}}`).join(', ') })}
          error={bodyError ? t(`reply.problems.${bodyError}`) : undefined}
        />
        {/* A warning, not an error: the template saves, the text stays as written. */}
        {unknown.length > 0 && (
          <Text as="p" tone="caution">
            {t('reply.unknownPlaceholders', { names: unknown.map((name) => `{{${name}}}`).join(', ') })}
          </Text>
        )}
        <BlockStack gap="100">
          <Text as="p" variant="bodySm" tone="subdued">
            {t('reply.insertPlaceholder')}
          </Text>
          <InlineStack gap="200">
            {REPLY_TEMPLATE_PLACEHOLDERS.map((placeholder) => (
              <Button key={placeholder} size="slim" onClick={() => vm.insertPlaceholder(template.id, placeholder)} accessibilityLabel={t('reply.insertNamed', { placeholder: t(`reply.placeholders.${placeholder}`) })}>
                {`{{${placeholder}}}`}
              </Button>
            ))}
          </InlineStack>
        </BlockStack>
        {template.body.trim() !== '' && (
          <Box background="bg-surface-secondary" padding="300" borderRadius="200">
            <BlockStack gap="100">
              <Text as="p" variant="bodySm" tone="subdued">
                {t('reply.previewLabel', { name: t('reply.sampleCustomer') })}
              </Text>
              <UserText>{vm.preview(template.id, { customerName: t('reply.sampleCustomer'), productName: t('reply.sampleProduct') })}</UserText>
            </BlockStack>
          </Box>
        )}
      </BlockStack>
    </Card>
  );
});

/** /settings/reply_review: reply templates written once, inserted from the reply editor of /reviewList (docs/product/collect-manage.md#reply-templates). */
export const ReplyTemplatesScreen = observer(function ReplyTemplatesScreen() {
  const { t } = useTranslation('collect-manage');
  const vm = useViewModel(ReplyTemplatesViewModel);
  const { form } = vm;

  useEffect(() => {
    void form.load();
  }, [form]);

  return (
    <Page title={t('reply.title')} subtitle={t('reply.subtitle')} backAction={{ content: t('reply.back'), url: '/reviewList' }}>
      <LeaveConfirmation when={form.isDirty} />
      <Layout>
        <Layout.Section>
          {form.values ? (
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              {vm.templates.length === 0 && (
                <Card>
                  <BlockStack gap="200">
                    <Text as="h2" variant="headingMd">
                      {t('reply.emptyTitle')}
                    </Text>
                    <Text as="p" tone="subdued">
                      {t('reply.emptyBody')}
                    </Text>
                  </BlockStack>
                </Card>
              )}
              {vm.templates.map((template, index) => (
                <TemplateCard key={template.id} vm={vm} template={template} index={index} />
              ))}
              <InlineStack gap="300" blockAlign="center">
                <Button variant="primary" onClick={() => vm.add()} disabled={!vm.canAdd}>
                  {t('reply.add')}
                </Button>
                <Text as="span" tone="subdued">
                  {t('reply.count', { count: vm.templates.length, max: REPLY_TEMPLATES_MAX })}
                </Text>
              </InlineStack>
            </BlockStack>
          ) : (
            <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} />
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
});
