import { Banner, BlockStack, Box, Checkbox, InlineStack, Modal, Spinner, Text, TextField, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type PickerCollection, type PickerListItem, type PickerProduct } from '../../application/picker/picker-store-response';
import { useViewModel } from '../kit/view-model-context';
import { type PickerChoice, type ResourcePickerOptions, ResourcePickerViewModel } from './resource-picker.view-model';

export interface ResourcePickerDialogProps extends ResourcePickerOptions {
  readonly open: boolean;
  readonly onSelect: (selection: PickerChoice[]) => void;
  readonly onCancel: () => void;
}

const KNOWN_ACTIONS = new Set(['add', 'select']);

/** The shared resource picker (docs/product/overview.md "Resource picker dialog"): products with variants, or collections. */
export const ResourcePickerDialog = observer(function ResourcePickerDialog(props: ResourcePickerDialogProps) {
  const { open, type, action, adminToken, onSelect, onCancel } = props;
  const { t } = useTranslation('picker');
  const vm = useViewModel(ResourcePickerViewModel);
  const latestProps = useRef(props);
  latestProps.current = props;
  /** This opening has loaded: the effect run again for it (React StrictMode) starts nothing anew. */
  const opened = useRef(false);

  useEffect(() => {
    if (!open) {
      opened.current = false;
      vm.dispose();
    } else if (!opened.current) {
      opened.current = true;
      void vm.open(latestProps.current);
    }
  }, [open, vm]);
  useEffect(() => vm.setAdminToken(adminToken), [adminToken, vm]);

  const verb = action?.trim() ? action.trim() : 'add';
  const title = KNOWN_ACTIONS.has(verb.toLowerCase())
    ? t(`title.${verb.toLowerCase()}.${type}`)
    : t(`title.other.${type}`, { action: verb });

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      primaryAction={{ content: t('actions.select'), disabled: vm.isSelectDisabled, onAction: () => onSelect(vm.choices) }}
      secondaryActions={[{ content: t('actions.cancel'), onAction: onCancel }]}
      footer={
        <Text as="p" tone="subdued">
          {t(`footer.${type}`, { selected: vm.selectedCount, total: vm.totalCount })}
        </Text>
      }
    >
      <Modal.Section>
        <TextField
          label={t(`search.${type}`)}
          labelHidden
          placeholder={t(`search.${type}`)}
          value={vm.keyword}
          onChange={(value) => vm.setKeyword(value)}
          clearButton
          onClearButtonClick={() => vm.setKeyword('')}
          autoComplete="off"
        />
      </Modal.Section>
      <Modal.Section>
        <PickerList vm={vm} />
      </Modal.Section>
    </Modal>
  );
});

const PickerList = observer(function PickerList({ vm }: { vm: ResourcePickerViewModel }) {
  const { t } = useTranslation('picker');
  const type = vm.options.type;
  if (vm.errorKey !== null) {
    return (
      <Banner tone="critical" title={t('errors.title')}>
        <p>{t(vm.errorKey)}</p>
      </Banner>
    );
  }
  if (vm.isLoading && vm.items.length === 0) {
    return (
      <InlineStack align="center">
        <Spinner accessibilityLabel={t(`loading.${type}`)} size="large" />
      </InlineStack>
    );
  }
  if (vm.items.length === 0) {
    return (
      <Text as="p" alignment="center" tone="subdued">
        {t(vm.keyword.trim() ? `empty.search.${type}` : `empty.store.${type}`)}
      </Text>
    );
  }
  return (
    <div aria-busy={vm.isLoading}>
      <BlockStack as="ul" gap="300">
        {vm.items.map((item) => (
          <Box as="li" key={item.id}>
            <PickerRow vm={vm} item={item} />
          </Box>
        ))}
      </BlockStack>
    </div>
  );
});

const PickerRow = observer(function PickerRow({ vm, item }: { vm: ResourcePickerViewModel; item: PickerListItem }) {
  const { t } = useTranslation('picker');
  const product = item.kind === 'product' ? item : null;
  const withVariants = product !== null && !product.hasOnlyDefaultVariant && product.variants.length > 0;
  const checkboxId = useId();
  const state = vm.itemState(item.id);
  // Polaris marks "some variants" with aria-checked="mixed" only; the native input must agree
  // (axe aria-conditional-attr), so the DOM's own indeterminate flag is set too.
  useLayoutEffect(() => {
    const input = document.getElementById(checkboxId);
    if (input instanceof HTMLInputElement) input.indeterminate = state === 'indeterminate';
  }, [checkboxId, state]);
  return (
    <BlockStack gap="200">
      <InlineStack gap="300" blockAlign="center" wrap={false}>
        <Checkbox
          id={checkboxId}
          label={item.title}
          checked={state}
          disabled={vm.isItemDisabled(item.id)}
          onChange={() => vm.toggleItem(item.id)}
        />
        <Thumbnail size="small" source={item.image?.src ?? ImageIcon} alt={item.image?.altText || item.title} />
        <Text as="span" tone="subdued">
          {product ? singleVariantPrice(vm, product) : t('collection.products', { count: (item as PickerCollection).productsCount })}
        </Text>
      </InlineStack>
      {withVariants && <VariantList vm={vm} product={product} />}
    </BlockStack>
  );
});

const VariantList = observer(function VariantList({ vm, product }: { vm: ResourcePickerViewModel; product: PickerProduct }) {
  const { t } = useTranslation('picker');
  return (
    <Box paddingInlineStart="800">
      <BlockStack as="ul" gap="100">
        {product.variants.map((variant) => (
          <Box as="li" key={variant.id}>
            <InlineStack gap="300" blockAlign="center" align="space-between" wrap={false}>
              <Checkbox
                label={variant.title}
                checked={vm.isVariantSelected(product.id, variant.id)}
                disabled={vm.isItemDisabled(product.id)}
                onChange={() => vm.toggleVariant(product.id, variant.id)}
              />
              <Text as="span" tone="subdued">
                {vm.price(variant)}
              </Text>
            </InlineStack>
          </Box>
        ))}
      </BlockStack>
      {product.totalVariants > product.variants.length && (
        <Text as="p" tone="subdued" variant="bodySm">
          {t('variants.shown', { shown: product.variants.length, total: product.totalVariants })}
        </Text>
      )}
    </Box>
  );
});

function singleVariantPrice(vm: ResourcePickerViewModel, product: PickerProduct): string {
  const [variant] = product.variants;
  return product.hasOnlyDefaultVariant && variant ? vm.price(variant) : '';
}
