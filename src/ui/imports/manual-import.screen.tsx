import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, Checkbox, DropZone, InlineError, InlineStack, Page, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { KEYWORD_PARAM, SEARCH_FIELD_PARAM } from '../../contracts/review-filter.contract';
import { countryOptions } from '../../domain/geo/countries';
import { RATING_VALUES, SEARCH_FIELD_AUTHOR } from '../../domain/reviews/review-filter-codes';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { importProgressPath } from '../routing/import-paths';
import { type FieldProblem, ManualImportViewModel, type ManualReviewField } from './manual-import.view-model';


/** /collect/manual_import: one review by hand, with photos and videos, through the import pipeline (docs/product/import-apps.md#manual). */
export const ManualImportScreen = observer(function ManualImportScreen() {
  const { t, i18n } = useTranslation(['import-apps', 'import', 'pages']);
  const vm = useViewModel(ManualImportViewModel);
  const problem = (field: ManualReviewField): string | undefined => wordsOf(vm.problems[field], t);

  return (
    <Page title={t('manual.title')} backAction={{ content: t('pages:collect'), url: '/collect' }}>
      <BlockStack gap="400">
        {vm.error !== '' && (
          <Banner tone="critical">
            <p>{vm.error}</p>
          </Banner>
        )}
        {vm.added && (
          <Banner
            tone="success"
            title={t('manual.added')}
            action={{ content: t('manual.viewReview'), url: `/reviewList?${new URLSearchParams({ [SEARCH_FIELD_PARAM]: SEARCH_FIELD_AUTHOR, [KEYWORD_PARAM]: vm.added.authorName }).toString()}` }}
            secondaryAction={{ content: t('common.viewProgress'), url: importProgressPath(vm.added.job.id) }}
          />
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit({ added: t('manual.added') });
          }}
        >
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Text as="p">{t('manual.intro')}</Text>
                <Text as="h2" variant="headingMd">
                  {t('manual.product')}
                </Text>
                <InlineStack gap="300" align="space-between" blockAlign="center">
                  <Text as="p" tone={vm.product ? undefined : 'subdued'} breakWord>
                    {vm.product?.title ?? t('manual.noProduct')}
                  </Text>
                  <Button onClick={() => vm.openPicker()} disabled={vm.storeReview}>
                    {t('manual.chooseProduct')}
                  </Button>
                </InlineStack>
                <Checkbox label={t('manual.storeReview')} checked={vm.storeReview} onChange={(value) => vm.setStoreReview(value)} />
                {problem('product_id') && <InlineError message={problem('product_id')!} fieldID="manual-product" />}
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Select
                  label={t('manual.rating')}
                  options={[{ label: t('manual.chooseRating'), value: '0', disabled: true }, ...[...RATING_VALUES].reverse().map((rating) => ({ label: t('import:preview.stars', { rating }), value: String(rating) }))]}
                  value={String(vm.rating)}
                  onChange={(value) => vm.setRating(Number(value))}
                  error={problem('rating')}
                />
                <TextField label={t('manual.reviewTitle')} value={vm.title} onChange={(value) => vm.set('title', value, 'title')} autoComplete="off" error={problem('title')} />
                <TextField label={t('manual.body')} value={vm.body} onChange={(value) => vm.set('body', value, 'body')} multiline={4} autoComplete="off" error={problem('body')} />
                <TextField label={t('manual.authorName')} value={vm.authorName} onChange={(value) => vm.set('authorName', value, 'author_name')} autoComplete="off" error={problem('author_name')} />
                <TextField
                  label={t('manual.authorEmail')}
                  type="email"
                  value={vm.authorEmail}
                  onChange={(value) => vm.set('authorEmail', value, 'author_email')}
                  autoComplete="off"
                  error={problem('author_email')}
                />
                <TextField
                  label={t('manual.date')}
                  type="date"
                  max={vm.today}
                  value={vm.commentedAt}
                  onChange={(value) => vm.set('commentedAt', value, 'commented_at')}
                  autoComplete="off"
                  error={problem('commented_at')}
                />
                <Select
                  label={t('manual.country')}
                  options={[{ label: t('manual.countryNone'), value: '' }, ...countryOptions(i18n.language)]}
                  value={vm.country}
                  onChange={(value) => vm.set('country', value, 'country')}
                  error={problem('country')}
                />
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <DropZone label={t('manual.media')} accept="image/*,video/*" type="file" onDropAccepted={(files) => void vm.attach(files)}>
                  <DropZone.FileUpload actionHint={t('manual.mediaHelp')} />
                </DropZone>
                {vm.uploading > 0 && <Text as="p">{t('manual.uploading')}</Text>}
                {vm.media.length > 0 && (
                  <BlockStack as="ul" gap="100">
                    {vm.media.map((item) => (
                      <li key={item.key}>
                        <InlineStack gap="200" align="space-between" blockAlign="center" wrap={false}>
                          <Text as="span" breakWord>
                            {item.name}
                          </Text>
                          <Button variant="plain" tone="critical" onClick={() => vm.detach(item.key)} accessibilityLabel={t('manual.remove', { name: item.name })}>
                            ✕
                          </Button>
                        </InlineStack>
                      </li>
                    ))}
                  </BlockStack>
                )}
                {(['photos', 'videos'] as const).map((field) => {
                  const words = problem(field);
                  return words ? <InlineError key={field} message={words} fieldID={`manual-${field}`} /> : null;
                })}
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <TextField label={t('manual.reply')} value={vm.reply} onChange={(value) => vm.set('reply', value, 'reply')} multiline={3} autoComplete="off" error={problem('reply')} />
                <Checkbox label={t('manual.incentivized')} helpText={t('manual.incentivizedHelp')} checked={vm.incentivized} onChange={(value) => vm.setIncentivized(value)} />
                <Checkbox label={t('manual.published')} checked={vm.published} onChange={(value) => vm.setPublished(value)} />
                <div>
                  <Button submit variant="primary" loading={vm.submitting} disabled={vm.uploading > 0}>
                    {t('manual.submit')}
                  </Button>
                </div>
              </BlockStack>
            </Card>
          </BlockStack>
        </form>
      </BlockStack>
      {vm.picking && (
        <ResourcePickerDialog open type="product" action="Select" limit="single" selectedIds={vm.product ? [vm.product.id] : []} onSelect={(choices) => vm.chooseProduct(choices[0])} onCancel={() => vm.closePicker()} />
      )}
    </Page>
  );
});

function wordsOf(problem: FieldProblem | undefined, t: (key: string) => string): string | undefined {
  if (!problem) return undefined;
  return 'key' in problem ? t(problem.key) : problem.text;
}
