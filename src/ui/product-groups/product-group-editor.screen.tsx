import '../kit/polaris-complete';
import { BlockStack, Button, Card, InlineStack, Layout, Page, Text, TextField, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import { PRODUCT_GROUP_MAX_PRODUCTS, PRODUCT_GROUP_MIN_PRODUCTS, PRODUCT_GROUP_NAME_MAX_LENGTH, type ProductGroupProduct } from '../../domain/product-groups/product-group';
import { ConfirmModal } from '../kit/confirm-modal';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { LoadingCard } from '../kit/loading-card';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { PRODUCT_GROUPS_PATH } from './product-group-list.definition';
import { ProductGroupEditorViewModel } from './product-group-editor.view-model';

/** /settings/product_groups/:id and /settings/product_groups/new: one group's name and products (docs/product/product-groups.md#page). */
export const ProductGroupEditorScreen = observer(function ProductGroupEditorScreen() {
  const { t } = useTranslation(['product-groups', 'pages']);
  const vm = useViewModel(ProductGroupEditorViewModel);
  const { id } = useParams();
  const navigate = useNavigate();
  const { form } = vm;
  useEffect(() => {
    void vm.start(id);
  }, [vm, id]);
  useEffect(() => {
    if (vm.createdId !== null && !form.isDirty) void navigate(`${PRODUCT_GROUPS_PATH}/${vm.createdId}`, { replace: true });
  }, [vm.createdId, form.isDirty, navigate]);
  useEffect(() => {
    if (vm.deleted) void navigate(PRODUCT_GROUPS_PATH);
  }, [vm.deleted, navigate]);
  const values = form.values;
  const error = (key: 'name' | 'products') => {
    const messageKey = vm.errorOf(key);
    return messageKey ? t(messageKey, { min: PRODUCT_GROUP_MIN_PRODUCTS }) : undefined;
  };
  const isNew = vm.id === undefined;

  return (
    <Page
      title={isNew ? t('editor.newTitle') : (values?.name ?? t('pages:productGroup'))}
      backAction={{ content: t('title'), url: PRODUCT_GROUPS_PATH }}
      {...(vm.reviewsUrl === null
        ? {}
        : {
            secondaryActions: [
              { content: t('editor.viewReviews'), url: vm.reviewsUrl },
              { content: t('editor.delete'), destructive: true, onAction: () => vm.askDelete() },
            ],
          })}
    >
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Card>
                <TextField
                  label={t('editor.name')}
                  helpText={t('editor.nameHelp')}
                  value={values.name}
                  onChange={(value) => vm.setName(value)}
                  maxLength={PRODUCT_GROUP_NAME_MAX_LENGTH}
                  showCharacterCount
                  error={error('name')}
                  autoComplete="off"
                />
              </Card>
              <Card>
                <BlockStack gap="300">
                  <InlineStack align="space-between" blockAlign="center" gap="200">
                    <Text as="h2" variant="headingSm">
                      {t('editor.products')}
                    </Text>
                    <Button onClick={() => vm.setPickerOpen(true)}>{t('editor.choose')}</Button>
                  </InlineStack>
                  <Text as="p" tone={error('products') ? 'critical' : 'subdued'}>
                    {error('products') ?? t('editor.productsHelp', { min: PRODUCT_GROUP_MIN_PRODUCTS, max: PRODUCT_GROUP_MAX_PRODUCTS })}
                  </Text>
                  {values.products.length > 0 && (
                    <ul aria-label={t('editor.products')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {values.products.map((product) => (
                        <MemberRow key={product.id} product={product} onRemove={() => vm.removeProduct(product.id)} />
                      ))}
                    </ul>
                  )}
                </BlockStack>
              </Card>
            </BlockStack>
          </Layout.Section>
          {vm.pickerOpen && (
            <ResourcePickerDialog
              open
              type="product"
              action="Select"
              limit={PRODUCT_GROUP_MAX_PRODUCTS}
              selectedIds={values.products.map((product) => product.id)}
              onSelect={(selection) => vm.choose(selection)}
              onCancel={() => vm.setPickerOpen(false)}
            />
          )}
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('editor.loadFailed')} />
      )}
      <ConfirmModal
        open={vm.deletion.subject !== null}
        title={t('editor.deleteTitle')}
        body={t('editor.deleteBody')}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('editor.cancel')}
        destructive
        action={vm.deletion}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={() => vm.deletion.close()}
      />
    </Page>
  );
});

function MemberRow({ product, onRemove }: { readonly product: ProductGroupProduct; readonly onRemove: () => void }) {
  const { t } = useTranslation('product-groups');
  return (
    <li style={{ padding: 'var(--p-space-200) 0', borderTop: 'var(--p-border-width-025) solid var(--p-color-border-secondary)' }}>
      <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
        <InlineStack gap="300" blockAlign="center" wrap={false}>
          <Thumbnail source={product.image_url ?? ImageIcon} alt="" size="small" />
          <Text as="span" breakWord>
            <span dir="auto">{product.title}</span>
          </Text>
        </InlineStack>
        <Button variant="tertiary" onClick={onRemove} accessibilityLabel={t('editor.removeProduct', { title: product.title })}>
          {t('editor.remove')}
        </Button>
      </InlineStack>
    </li>
  );
}
