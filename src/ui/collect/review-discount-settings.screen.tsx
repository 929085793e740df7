import '../kit/polaris-complete';
import { Banner, BlockStack, Card, Checkbox, InlineGrid, Layout, Page, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useParams } from 'react-router-dom';
import { isReviewDiscountType, REVIEW_DISCOUNT_EXPIRY_MAX_DAYS, REVIEW_DISCOUNT_VALUE_TYPES, type ReviewDiscountType } from '../../domain/collect/review-discount';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { DISCOUNT_TYPE_PERCENT, parseDiscountType } from '../../domain/validation/discount-type';
import { NotFoundScreen } from '../errors/not-found.screen';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ReviewDiscountSettingsViewModel } from './review-discount-settings.view-model';
import { LoadingCard } from '../kit/loading-card';

/** /settings/review_discount/:type (docs/product/collect-discount.md); an unknown type is a page that does not exist. */
export function ReviewDiscountSettingsScreen() {
  const { type } = useParams();
  if (!isReviewDiscountType(type)) return <NotFoundScreen />;
  // A new kind is a new form: the editor remounts when only the parameter changes.
  return <ReviewDiscountEditor key={type} type={type} />;
}

const ReviewDiscountEditor = observer(function ReviewDiscountEditor({ type }: { readonly type: ReviewDiscountType }) {
  const { t } = useTranslation('collect-discount');
  const vm = useViewModel(ReviewDiscountSettingsViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.start(type);
  }, [vm, type]);
  const values = form.values;
  const kind = t(`kinds.${type}`);
  const problem = (key: 'discount_value' | 'expiry_days') => {
    const messageKey = vm.problemOf(key);
    return messageKey ? t(messageKey.replace('collect-discount:', '')) : undefined;
  };

  return (
    <Page title={t('editor.title', { kind })} subtitle={t('editor.subtitle')} backAction={{ content: t('editor.back'), url: '/collect/discount' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Card>
                <BlockStack gap="300">
                  <Text as="h2" variant="headingMd">
                    {t('editor.offer')}
                  </Text>
                  <Checkbox
                    label={t('editor.enabled', { kind })}
                    checked={values.is_enabled === FLAG_ON}
                    onChange={(checked) => vm.set('is_enabled', checked ? FLAG_ON : FLAG_OFF)}
                    helpText={t(`editor.enabledHelp.${type}`)}
                  />
                  <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
                    <Select
                      label={t('editor.valueType')}
                      value={String(values.discount_type)}
                      options={REVIEW_DISCOUNT_VALUE_TYPES.map((value) => ({ value: String(value), label: t(value === DISCOUNT_TYPE_PERCENT ? 'editor.percent' : 'editor.fixed') }))}
                      onChange={(selected) => {
                        const parsed = parseDiscountType(selected);
                        if (parsed) vm.set('discount_type', parsed);
                      }}
                    />
                    <TextField
                      label={t('editor.value')}
                      type="number"
                      min={0}
                      step={values.discount_type === DISCOUNT_TYPE_PERCENT ? 1 : 0.01}
                      value={Number.isNaN(values.discount_value) ? '' : String(values.discount_value)}
                      onChange={(text) => vm.setValue(text)}
                      prefix={values.discount_type === DISCOUNT_TYPE_PERCENT ? undefined : values.currency_symbol}
                      suffix={values.discount_type === DISCOUNT_TYPE_PERCENT ? '%' : undefined}
                      error={problem('discount_value')}
                      autoComplete="off"
                    />
                  </InlineGrid>
                  <TextField
                    label={t('editor.expiry')}
                    type="number"
                    min={0}
                    max={REVIEW_DISCOUNT_EXPIRY_MAX_DAYS}
                    value={Number.isNaN(values.expiry_days) ? '' : String(values.expiry_days)}
                    onChange={(text) => vm.setExpiryDays(text)}
                    helpText={t('editor.expiryHelp', { max: REVIEW_DISCOUNT_EXPIRY_MAX_DAYS })}
                    error={problem('expiry_days')}
                    autoComplete="off"
                  />
                  <Text as="p" tone="subdued">
                    {t('editor.oneUse')}
                  </Text>
                </BlockStack>
              </Card>
              <Card>
                <BlockStack gap="200">
                  <Text as="h2" variant="headingMd">
                    {t('editor.sentenceTitle')}
                  </Text>
                  <p aria-live="polite">
                    <Text as="span" variant="bodyLg">
                      {vm.valueText === null ? t('editor.sentenceInvalid') : vm.isOn ? t(`sentence.${type}`, { value: vm.valueText }) : t('editor.sentenceOff', { kind })}
                    </Text>
                  </p>
                </BlockStack>
              </Card>
              <Banner tone="info" title={t('fairness.title')}>
                <p>{t('fairness.body')}</p>
              </Banner>
            </BlockStack>
          </Layout.Section>
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} />
      )}
    </Page>
  );
});
