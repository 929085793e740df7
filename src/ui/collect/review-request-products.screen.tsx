import '../kit/polaris-complete';
import { BlockStack, Button, Card, ChoiceList, InlineStack, Layout, Page, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { REQUEST_PRODUCT_SCOPES, type RequestProductScope } from '../../domain/collect/review-request-products';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { type ExclusionKind, ReviewRequestProductsViewModel } from './review-request-products.view-model';
import { LoadingCard } from '../kit/loading-card';

const KINDS: readonly ExclusionKind[] = ['product', 'collection'];

/**
 * /collect/review_request_product: which products review requests ask about
 * (docs/product/collect-auto.md#products), on the settings engine (save bar, discard, leave confirmation).
 */
export const ReviewRequestProductsScreen = observer(function ReviewRequestProductsScreen() {
  const { t } = useTranslation(['collect-auto', 'pages']);
  const vm = useViewModel(ReviewRequestProductsViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const values = form.values;
  const priceProblem = vm.problemOf('min_price');

  return (
    <Page title={t('products.title')} subtitle={t('products.subtitle')} backAction={{ content: t('pages:collect'), url: '/collect' }}>
      <LeaveConfirmation when={form.isDirty} />
      <Layout>
        <Layout.Section>
          {values ? (
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Card>
                <BlockStack gap="300">
                  <ChoiceList
                    title={t('products.scope.title')}
                    choices={REQUEST_PRODUCT_SCOPES.map((scope) => ({ value: scope, label: t(`products.scope.${scope}`) }))}
                    selected={[values.scope]}
                    onChange={([scope]) => vm.set('scope', (scope ?? 'all') as RequestProductScope)}
                  />
                  {values.scope === 'all_except' && KINDS.map((kind) => <ChosenList key={kind} vm={vm} kind={kind} />)}
                </BlockStack>
              </Card>
              <Card>
                <BlockStack gap="300">
                  <Text as="h2" variant="headingMd">
                    {t('products.price.title')}
                  </Text>
                  <TextField
                    label={t('products.price.label')}
                    type="number"
                    min={0}
                    step={0.01}
                    value={values.min_price === 0 ? '' : Number.isFinite(values.min_price) ? String(values.min_price) : ''}
                    onChange={(text) => vm.setMinPrice(text)}
                    autoComplete="off"
                    helpText={t('products.price.help')}
                    error={priceProblem ? t(priceProblem) : undefined}
                  />
                </BlockStack>
              </Card>
            </BlockStack>
          ) : (
            <LoadingCard failed={form.status === 'failed'} failedText={t('loadFailed')} />
          )}
        </Layout.Section>
      </Layout>
      {vm.picking && (
        <ResourcePickerDialog
          open
          type={vm.picking}
          action="Select"
          selectedIds={vm.chosen(vm.picking)}
          onSelect={(choices) => vm.picking && vm.choose(vm.picking, choices)}
          onCancel={() => vm.closePicker()}
        />
      )}
    </Page>
  );
});

const ChosenList = observer(function ChosenList({ vm, kind }: { readonly vm: ReviewRequestProductsViewModel; readonly kind: ExclusionKind }) {
  const { t } = useTranslation('collect-auto');
  const chosen = vm.chosen(kind);
  return (
    <BlockStack gap="200">
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <Text as="h2" variant="headingSm">
          {t(`products.chosen.${kind}.title`, { total: chosen.length })}
        </Text>
        <Button onClick={() => vm.openPicker(kind)}>{t(`products.chosen.${kind}.choose`)}</Button>
      </InlineStack>
      {chosen.length === 0 ? (
        <Text as="p" tone="subdued">
          {t(`products.chosen.${kind}.none`)}
        </Text>
      ) : (
        <BlockStack as="ul" gap="100">
          {chosen.map((id) => (
            <li key={id}>
              <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
                <Text as="span" breakWord>
                  {vm.titleOf(id)}
                </Text>
                <Button variant="plain" tone="critical" onClick={() => vm.remove(kind, id)} accessibilityLabel={t('products.chosen.remove', { title: vm.titleOf(id) })}>
                  {t('products.chosen.removeShort')}
                </Button>
              </InlineStack>
            </li>
          ))}
        </BlockStack>
      )}
    </BlockStack>
  );
});
