import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, ChoiceList, InlineStack, Layout, Page, RadioButton, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ATTRIBUTE_KINDS,
  ATTRIBUTE_OPTION_MAX_LENGTH,
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_OPTIONS_MIN,
  ATTRIBUTE_SCALE_LABEL_MAX_LENGTH,
  ATTRIBUTE_SCALE_MAX,
  ATTRIBUTE_SCALE_MIN,
  ATTRIBUTE_SCOPES,
  ATTRIBUTE_TITLE_MAX_LENGTH,
  type AttributeKind,
  type AttributeScope,
  type ReviewAttributeDefinition,
} from '../../domain/collect/review-attributes';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { ReviewAttributeEditorViewModel } from './review-attribute-editor.view-model';
import { LoadingCard } from '../kit/loading-card';

/** How the question reads on the write-review form: a small drawing of its field, not a live one. */
function QuestionPreview({ values }: { values: ReviewAttributeDefinition }) {
  const { t } = useTranslation('collect-attributes');
  const title = values.title.trim() || t('editor.previewTitle');
  const name = 'starling-attribute-preview';
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingSm">
          {t('editor.preview')}
        </Text>
        <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200">
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend>
              <Text as="span" fontWeight="semibold" breakWord>
                {title}
              </Text>{' '}
              {!values.required && (
                <Text as="span" tone="subdued">
                  {t('editor.optionalMark')}
                </Text>
              )}
            </legend>
            {values.kind === 'short_text' ? (
              <TextField label={title} labelHidden autoComplete="off" value="" disabled />
            ) : values.kind === 'scale' ? (
              <InlineStack gap="300" blockAlign="center" wrap>
                {values.low_label.trim() !== '' && <Text as="span">{values.low_label}</Text>}
                {Array.from({ length: ATTRIBUTE_SCALE_MAX - ATTRIBUTE_SCALE_MIN + 1 }, (_, index) => (
                  <RadioButton key={index} label={String(index + ATTRIBUTE_SCALE_MIN)} name={name} id={`${name}-${index}`} disabled />
                ))}
                {values.high_label.trim() !== '' && <Text as="span">{values.high_label}</Text>}
              </InlineStack>
            ) : (
              <InlineStack gap="300" wrap>
                {values.options.map((option, index) => (
                  <RadioButton key={index} label={option.trim() || t('editor.answerNumber', { number: index + 1 })} name={name} id={`${name}-${index}`} disabled />
                ))}
              </InlineStack>
            )}
          </fieldset>
        </Box>
      </BlockStack>
    </Card>
  );
}

/** /collect/attributes/:id and /collect/attributes/new: one question of the review form (docs/product/collect-attributes.md). */
export const ReviewAttributeEditorScreen = observer(function ReviewAttributeEditorScreen() {
  const { t } = useTranslation(['collect-attributes', 'pages']);
  const vm = useViewModel(ReviewAttributeEditorViewModel);
  const { id } = useParams();
  const navigate = useNavigate();
  const { form } = vm;
  useEffect(() => {
    void vm.start(id);
  }, [vm, id]);
  useEffect(() => {
    if (vm.createdId !== null && !form.isDirty) void navigate(`/collect/attributes/${vm.createdId}`, { replace: true });
  }, [vm.createdId, form.isDirty, navigate]);
  const values = form.values;
  const error = (key: keyof ReviewAttributeDefinition) => {
    const messageKey = vm.errorOf(key);
    return messageKey ? t(messageKey, { max: ATTRIBUTE_TITLE_MAX_LENGTH, min: ATTRIBUTE_OPTIONS_MIN, most: ATTRIBUTE_OPTIONS_MAX, length: ATTRIBUTE_OPTION_MAX_LENGTH, labelMax: ATTRIBUTE_SCALE_LABEL_MAX_LENGTH }) : undefined;
  };

  return (
    <Page
      title={vm.id === undefined ? t('editor.newTitle') : t('pages:collectAttribute')}
      backAction={{ content: t('editor.back'), url: '/collect/attributes' }}
    >
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Card>
                <BlockStack gap="400">
                  <TextField
                    label={t('editor.title')}
                    value={values.title}
                    onChange={(value) => vm.set('title', value)}
                    maxLength={ATTRIBUTE_TITLE_MAX_LENGTH}
                    showCharacterCount
                    placeholder={t('editor.titlePlaceholder')}
                    error={error('title')}
                    autoComplete="off"
                  />
                  <Select
                    label={t('editor.kind')}
                    options={ATTRIBUTE_KINDS.map((kind) => ({ label: t(`kinds.${kind}`), value: kind }))}
                    value={values.kind}
                    onChange={(kind) => vm.setKind(kind as AttributeKind)}
                  />
                  {values.kind === 'single_choice' && (
                    <BlockStack gap="200">
                      <Text as="h2" variant="headingSm">
                        {t('editor.answers')}
                      </Text>
                      {values.options.map((option, index) => (
                        <InlineStack key={index} gap="200" blockAlign="end" wrap={false}>
                          <div style={{ flex: 1 }}>
                            <TextField
                              label={t('editor.answerNumber', { number: index + 1 })}
                              value={option}
                              onChange={(value) => vm.setOption(index, value)}
                              maxLength={ATTRIBUTE_OPTION_MAX_LENGTH}
                              autoComplete="off"
                            />
                          </div>
                          <Button
                            variant="plain"
                            tone="critical"
                            disabled={values.options.length <= ATTRIBUTE_OPTIONS_MIN}
                            accessibilityLabel={t('editor.removeAnswer', { number: index + 1 })}
                            onClick={() => vm.removeOption(index)}
                          >
                            {t('editor.remove')}
                          </Button>
                        </InlineStack>
                      ))}
                      {error('options') && (
                        <Text as="p" tone="critical">
                          {error('options')}
                        </Text>
                      )}
                      <InlineStack>
                        <Button disabled={values.options.length >= ATTRIBUTE_OPTIONS_MAX} onClick={() => vm.addOption()}>
                          {t('editor.addAnswer')}
                        </Button>
                      </InlineStack>
                    </BlockStack>
                  )}
                  {values.kind === 'scale' && (
                    <InlineStack gap="300" wrap>
                      <TextField label={t('editor.lowLabel')} value={values.low_label} onChange={(value) => vm.set('low_label', value)} maxLength={ATTRIBUTE_SCALE_LABEL_MAX_LENGTH} placeholder={t('editor.lowPlaceholder')} error={error('low_label')} autoComplete="off" />
                      <TextField label={t('editor.highLabel')} value={values.high_label} onChange={(value) => vm.set('high_label', value)} maxLength={ATTRIBUTE_SCALE_LABEL_MAX_LENGTH} placeholder={t('editor.highPlaceholder')} error={error('high_label')} autoComplete="off" />
                    </InlineStack>
                  )}
                  <ChoiceList
                    title={t('editor.requiredTitle')}
                    choices={[
                      { label: t('editor.requiredYes'), value: 'yes' },
                      { label: t('editor.requiredNo'), value: 'no' },
                    ]}
                    selected={[values.required ? 'yes' : 'no']}
                    onChange={([choice]) => vm.set('required', choice === 'yes')}
                  />
                  <ChoiceList
                    title={t('editor.activeTitle')}
                    choices={[
                      { label: t('editor.activeYes'), value: 'yes' },
                      { label: t('editor.activeNo'), value: 'no' },
                    ]}
                    selected={[values.is_active ? 'yes' : 'no']}
                    onChange={([choice]) => vm.set('is_active', choice === 'yes')}
                  />
                </BlockStack>
              </Card>
              <Card>
                <BlockStack gap="300">
                  <ChoiceList
                    title={t('editor.scopeTitle')}
                    choices={ATTRIBUTE_SCOPES.map((scope) => ({ label: t(`editor.scope.${scope}`), value: scope }))}
                    selected={[values.scope]}
                    onChange={([scope]) => {
                      vm.set('scope', scope as AttributeScope);
                      vm.set('resource_ids', []);
                    }}
                  />
                  {values.scope !== 'all' && (
                    <BlockStack gap="200">
                      <Text as="p" tone={error('resource_ids') ? 'critical' : undefined}>
                        {error('resource_ids') ?? t(`editor.chosen.${values.scope}`, { count: values.resource_ids.length })}
                      </Text>
                      <InlineStack>
                        <Button onClick={() => vm.setPickerOpen(true)}>{t(`editor.choose.${values.scope}`)}</Button>
                      </InlineStack>
                    </BlockStack>
                  )}
                </BlockStack>
              </Card>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <QuestionPreview values={values} />
          </Layout.Section>
          {vm.pickerOpen && values.scope !== 'all' && (
            <ResourcePickerDialog
              open
              type={values.scope === 'products' ? 'product' : 'collection'}
              action="Select"
              selectedIds={values.resource_ids}
              onSelect={(selection) => vm.chooseResources(selection.map((choice) => choice.id))}
              onCancel={() => vm.setPickerOpen(false)}
            />
          )}
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} />
      )}
    </Page>
  );
});
