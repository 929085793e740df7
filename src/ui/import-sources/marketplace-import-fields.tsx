import { BlockStack, Button, Card, Checkbox, InlineError, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { MAX_MARKETPLACE_REVIEWS } from '../../domain/import/marketplace-import';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { type MarketplaceImportForm } from './marketplace-import-form';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The product the reviews go to, picked with the store's resource picker. */
export const ProductCard = observer(function ProductCard({ form }: { form: MarketplaceImportForm }) {
  const { t } = useTranslation('import-sources');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('product.heading')}
        </Text>
        <Text as="p" tone="subdued">
          {t('product.hint')}
        </Text>
        {form.product && (
          <Text as="p" fontWeight="semibold">
            {form.product.title}
          </Text>
        )}
        {form.productMissing && <InlineError message={t('product.missing')} fieldID="marketplace-product" />}
        <InlineStack>
          <Button id="marketplace-product" onClick={() => form.setPickerOpen(true)}>
            {form.product ? t('product.change') : t('product.choose')}
          </Button>
        </InlineStack>
      </BlockStack>
      {form.pickerOpen && (
        <ResourcePickerDialog
          open
          type="product"
          action="Select"
          limit="single"
          selectedIds={form.product ? [form.product.id] : []}
          onSelect={(selection) => form.pick(selection[0] && { id: selection[0].id, title: selection[0].title })}
          onCancel={() => form.setPickerOpen(false)}
        />
      )}
    </Card>
  );
});

/** Which of the page's reviews are imported. */
export const OptionsCard = observer(function OptionsCard({ form }: { form: MarketplaceImportForm }) {
  const { t } = useTranslation('import-sources');
  const { options } = form;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('options.heading')}
        </Text>
        <Select
          label={t('options.minRating')}
          options={RATINGS.map((rating) => ({ value: rating, label: t('options.stars', { rating }) }))}
          value={String(options.minRating)}
          onChange={(value) => form.setMinRating(value)}
        />
        <Checkbox label={t('options.photosOnly')} checked={options.photosOnly} onChange={(checked) => form.setPhotosOnly(checked)} />
        <Checkbox label={t('options.skipWithoutText')} checked={options.skipWithoutText} onChange={(checked) => form.setSkipWithoutText(checked)} />
        <TextField
          label={t('options.maxReviews')}
          type="number"
          min={1}
          max={MAX_MARKETPLACE_REVIEWS}
          autoComplete="off"
          value={form.maxReviewsText}
          onChange={(text) => form.setMaxReviews(text)}
          error={form.maxReviews === null ? t('options.maxReviewsError', { max: MAX_MARKETPLACE_REVIEWS }) : undefined}
        />
      </BlockStack>
    </Card>
  );
});
