import { Badge, Banner, BlockStack, Button, Card, Checkbox, ChoiceList, IndexTable, InlineGrid, InlineStack, Select, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type TFunction } from 'i18next';
import { DATE_ORDERS, IMPORT_ISSUE_CODES, type ImportIssue, MAPPABLE_FIELDS, type MappableField, MULTI_COLUMN_FIELDS, SKIPPING_ISSUES } from '../../domain/import/import-job';
import { IMPORT_ORIGIN_NAMES } from '../../domain/import/imported-review';
import { type ImportAnalysis, type ImportPreviewRow } from '../../domain/import/import-views';
import { StarRating } from '../kit/star-rating';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { type FileImportViewModel } from './file-import.view-model';
import { REQUIRED_FIELDS } from '../../domain/import/file-formats';

const NAMESPACE = 'import';
const EXCERPT_LENGTH = 140;
const SEPARATORS: Readonly<Record<string, string>> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

interface StepProps {
  readonly vm: FileImportViewModel;
  readonly analysis: ImportAnalysis;
  readonly narrow: boolean;
}

/** The analysis step (docs/product/import-screens.md#analysis): what was found, the choices, the preview, Import. */
export const AnalysisStep = observer(function AnalysisStep({ vm, analysis, narrow }: StepProps) {
  return (
    <BlockStack gap="400">
      <FileFacts vm={vm} analysis={analysis} />
      {analysis.date_order_ambiguous && <DateOrderCard vm={vm} analysis={analysis} />}
      {vm.mappingShown && <MappingCard vm={vm} analysis={analysis} />}
      {analysis.unknown_products.length > 0 && <UnknownProducts vm={vm} analysis={analysis} narrow={narrow} />}
      <PreviewCard analysis={analysis} narrow={narrow} />
      <IssueCounts analysis={analysis} />
      <ImportCard vm={vm} analysis={analysis} />
    </BlockStack>
  );
});

const FileFacts = observer(function FileFacts({ vm, analysis }: Omit<StepProps, 'narrow'>) {
  const { t } = useTranslation(NAMESPACE);
  const separator = SEPARATORS[analysis.delimiter];
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">
            {analysis.format === null ? t('analysis.unrecognised') : t('analysis.recognised', { name: IMPORT_ORIGIN_NAMES[analysis.format] })}
          </Text>
          {analysis.format !== null && !vm.mappingOpen && <Button onClick={() => vm.openMapping()}>{t('mapping.change')}</Button>}
        </InlineStack>
        <Text as="p" tone="subdued" breakWord>
          <span dir="auto">{vm.job?.label ?? ''}</span>
        </Text>
        <Text as="p">
          {t('analysis.facts', {
            encoding: analysis.encoding,
            separator: separator ? t(`analysis.separators.${separator}`) : `“${analysis.delimiter}”`,
            columns: analysis.headers.length,
          })}
        </Text>
        <Text as="p" fontWeight="semibold">
          {t('analysis.importable', { number: analysis.importable_rows })}
        </Text>
      </BlockStack>
    </Card>
  );
});

const DateOrderCard = observer(function DateOrderCard({ vm, analysis }: Omit<StepProps, 'narrow'>) {
  const { t } = useTranslation(NAMESPACE);
  const chosen = vm.needsDateOrder ? [] : analysis.date_order ? [analysis.date_order] : [];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('dateOrder.title')}
        </Text>
        <Text as="p">{t('dateOrder.body')}</Text>
        <BlockStack gap="100">
          <Text as="h3" variant="headingSm">
            {t('dateOrder.samples')}
          </Text>
          <InlineStack gap="200">
            {analysis.date_samples.map((sample) => (
              <Badge key={sample}>{sample}</Badge>
            ))}
          </InlineStack>
        </BlockStack>
        <ChoiceList
          title={t('dateOrder.choice')}
          choices={DATE_ORDERS.map((order) => ({ label: t(`dateOrder.${order}`), value: order }))}
          selected={chosen}
          disabled={vm.updating}
          onChange={([value]) => {
            const order = DATE_ORDERS.find((candidate) => candidate === value);
            if (order) void vm.chooseDateOrder(order);
          }}
          {...(vm.needsDateOrder ? { error: t('dateOrder.required') } : {})}
        />
      </BlockStack>
    </Card>
  );
});

const MappingCard = observer(function MappingCard({ vm, analysis }: Omit<StepProps, 'narrow'>) {
  const { t } = useTranslation(NAMESPACE);
  const headerOptions = analysis.headers.map((header, index) => ({ label: header === '' ? t('mapping.unnamed', { number: index + 1 }) : header, value: String(index) }));
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">
            {t('mapping.title')}
          </Text>
          <Text as="p" tone="subdued">
            {t('mapping.intro')}
          </Text>
        </BlockStack>
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
          {MAPPABLE_FIELDS.filter((field) => !MULTI_COLUMN_FIELDS.has(field)).map((field) => (
            <Select
              key={field}
              label={t(`fields.${field}`)}
              requiredIndicator={REQUIRED_FIELDS.includes(field)}
              options={[{ label: t('mapping.none'), value: '' }, ...headerOptions]}
              value={vm.columnOf(field) === null ? '' : String(vm.columnOf(field))}
              onChange={(value) => vm.mapColumn(field, value === '' ? null : Number(value))}
              disabled={vm.updating}
            />
          ))}
        </InlineGrid>
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
          {(['photo_urls', 'video_urls'] as const).map((field) => (
            <ChoiceList
              key={field}
              title={t(`fields.${field}`)}
              allowMultiple
              choices={headerOptions}
              selected={vm.columnsOf(field).map(String)}
              onChange={(values) => vm.mapColumns(field, values.map(Number))}
              disabled={vm.updating}
            />
          ))}
        </InlineGrid>
        {vm.missingFields.length > 0 && !vm.mappingDirty && (
          <Banner tone="warning">
            <p>{t('mapping.required', { fields: vm.missingFields.map((field: MappableField) => t(`fields.${field}`)).join(', ') })}</p>
          </Banner>
        )}
        <InlineStack gap="200" align="end">
          {!vm.needsMapping && <Button onClick={() => vm.closeMapping()}>{t('mapping.close')}</Button>}
          <Button variant="primary" onClick={() => void vm.applyMapping()} disabled={!vm.mappingDirty} loading={vm.updating}>
            {t('mapping.apply')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

const UnknownProducts = observer(function UnknownProducts({ vm, analysis, narrow }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const rows = analysis.unknown_products;
  return (
    <TableCard title={t('products.title')} intro={t('products.intro')}>
    <IndexTable
      selectable={false}
      condensed={narrow}
      itemCount={rows.length}
      resourceName={{ singular: t('products.singular'), plural: t('products.plural') }}
      headings={[{ title: t('products.reference') }, { title: t('products.rows') }, { title: t('products.destination') }, { title: t('products.actions') }]}
    >
      {rows.map((product, position) => {
        const reference = (
          <Text as="span" fontWeight="semibold" breakWord>
            <span dir="auto">{product.reference}</span>
          </Text>
        );
        const destination =
          product.product_id === null ? (
            <Badge tone="warning">{t('products.unresolved')}</Badge>
          ) : product.product_id === '' ? (
            <Badge>{t('products.asStore')}</Badge>
          ) : (
            <Badge tone="success">{vm.chosenTitles[product.reference] ?? t('products.chosen', { id: product.product_id })}</Badge>
          );
        const actions = (
          <InlineStack gap="200">
            <Button size="slim" onClick={() => vm.openPicker(product.reference)} disabled={vm.updating}>
              {t('products.choose')}
            </Button>
            <Button size="slim" variant="plain" onClick={() => void vm.importAsStoreReviews(product.reference)} disabled={vm.updating || product.product_id === ''}>
              {t('products.store')}
            </Button>
          </InlineStack>
        );
        const count = t('products.rowCount', { number: product.rows });
        return (
          <IndexTable.Row key={product.reference} id={product.reference} position={position}>
            {narrow ? (
              <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
                <BlockStack gap="200">
                  {reference}
                  <InlineStack gap="200" blockAlign="center">
                    <Text as="span" tone="subdued">
                      {count}
                    </Text>
                    {destination}
                  </InlineStack>
                  {actions}
                </BlockStack>
              </div>
            ) : (
              <>
                <IndexTable.Cell>{reference}</IndexTable.Cell>
                <IndexTable.Cell>{count}</IndexTable.Cell>
                <IndexTable.Cell>{destination}</IndexTable.Cell>
                <IndexTable.Cell>{actions}</IndexTable.Cell>
              </>
            )}
          </IndexTable.Row>
        );
      })}
    </IndexTable>
    </TableCard>
  );
});

function PreviewCard({ analysis, narrow }: { readonly analysis: ImportAnalysis; readonly narrow: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const formatDate = useShopDateFormat();
  return (
    <TableCard title={t('preview.title')} intro={t('preview.intro')}>
    <IndexTable
      selectable={false}
      condensed={narrow}
      itemCount={analysis.preview.length}
      resourceName={{ singular: t('preview.singular'), plural: t('preview.plural') }}
      headings={[
        { title: t('preview.row') },
        { title: t('preview.product') },
        { title: t('preview.rating') },
        { title: t('preview.review') },
        { title: t('preview.author') },
        { title: t('preview.date') },
        { title: t('preview.details') },
      ]}
      emptyState={<Text as="p">{t('preview.empty')}</Text>}
    >
      {analysis.preview.map((row, position) => (
        <PreviewRow key={row.row} row={row} position={position} narrow={narrow} formatDate={formatDate} />
      ))}
    </IndexTable>
    </TableCard>
  );
}

function PreviewRow({ row, position, narrow, formatDate }: { readonly row: ImportPreviewRow; readonly position: number; readonly narrow: boolean; readonly formatDate: (iso: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const product = row.store_review ? (
    <Badge>{t('preview.storeReview')}</Badge>
  ) : (
    <Text as="span" breakWord>
      <span dir="auto">{row.product}</span>
    </Text>
  );
  const rating = row.rating === null ? <Text as="span" tone="critical">{t('preview.noRating')}</Text> : <StarRating rating={row.rating} label={t('preview.stars', { rating: row.rating })} />;
  const review = (
    <div style={{ maxWidth: '24rem', whiteSpace: 'normal' }}>
      <BlockStack gap="050">
        {row.title !== '' && (
          <Text as="span" fontWeight="semibold" breakWord>
            <span dir="auto">{excerpt(row.title)}</span>
          </Text>
        )}
        <Text as="span" breakWord>
          <span dir="auto">{excerpt(row.body)}</span>
        </Text>
      </BlockStack>
    </div>
  );
  const author = (
    <Text as="span" breakWord>
      <span dir="auto">{row.author_name}</span>
    </Text>
  );
  const date = row.commented_at ? formatDate(row.commented_at) : t('preview.noDate');
  const details = <PreviewDetails row={row} />;
  return (
    <IndexTable.Row id={String(row.row)} position={position} tone={row.issues.some((issue) => SKIPPING_ISSUES.has(issue.code)) ? 'critical' : undefined}>
      {narrow ? (
        <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="center" gap="200">
              <Text as="span" tone="subdued" variant="bodySm">
                {t('preview.rowNumber', { number: row.row })}
              </Text>
              {rating}
            </InlineStack>
            {product}
            {review}
            <Text as="span" variant="bodySm" tone="subdued">
              <span dir="auto">{row.author_name}</span> · {date}
            </Text>
            {details}
          </BlockStack>
        </div>
      ) : (
        <>
          <IndexTable.Cell>{row.row}</IndexTable.Cell>
          <IndexTable.Cell>{product}</IndexTable.Cell>
          <IndexTable.Cell>{rating}</IndexTable.Cell>
          <IndexTable.Cell>{review}</IndexTable.Cell>
          <IndexTable.Cell>{author}</IndexTable.Cell>
          <IndexTable.Cell>{date}</IndexTable.Cell>
          <IndexTable.Cell>{details}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
}

function PreviewDetails({ row }: { readonly row: ImportPreviewRow }) {
  const { t } = useTranslation(NAMESPACE);
  const badges: ReactNode[] = [];
  if (row.photos > 0 || row.videos > 0) badges.push(<Badge key="media">{t('preview.media', { photos: row.photos, videos: row.videos })}</Badge>);
  if (row.has_reply) badges.push(<Badge key="reply">{t('preview.reply')}</Badge>);
  if (row.claims_verified_purchase) badges.push(<Badge key="verified">{t('preview.claimsVerified')}</Badge>);
  if (row.incentivized) badges.push(<Badge key="incentivized" tone="attention">{t('preview.incentivized')}</Badge>);
  if (!row.published) badges.push(<Badge key="hidden">{t('preview.hidden')}</Badge>);
  return (
    <div style={{ maxWidth: '20rem', whiteSpace: 'normal' }}>
      <BlockStack gap="100">
        {badges.length > 0 && <InlineStack gap="100">{badges}</InlineStack>}
        {row.issues.map((issue, index) => (
          <Text key={`${issue.code}-${index}`} as="span" variant="bodySm" tone={SKIPPING_ISSUES.has(issue.code) ? 'critical' : 'caution'} breakWord>
            {t(`issues.${issue.code}`)}
          </Text>
        ))}
      </BlockStack>
    </div>
  );
}

/** Where a problem is, as the report says it: "Row 4, column “Date”: 31/31/2024". */
function issueExampleText(issue: ImportIssue, t: TFunction<typeof NAMESPACE>): string {
  if (issue.field === '') return t('issueCounts.exampleRow', { row: issue.row });
  if (issue.value === '') return t('issueCounts.exampleColumn', { row: issue.row, column: issue.field });
  return t('issueCounts.exampleValue', { row: issue.row, column: issue.field, value: issue.value });
}

function IssueExamples({ examples }: { readonly examples: readonly ImportIssue[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (examples.length === 0) return null;
  return (
    <BlockStack as="ul" gap="050">
      {examples.map((issue, index) => (
        <li key={`${issue.row}-${index}`}>
          <Text as="span" variant="bodySm" tone="subdued" breakWord>
            {issueExampleText(issue, t)}
          </Text>
        </li>
      ))}
    </BlockStack>
  );
}

function IssueCounts({ analysis }: { readonly analysis: ImportAnalysis }) {
  const { t } = useTranslation(NAMESPACE);
  const counted = IMPORT_ISSUE_CODES.filter((code) => (analysis.issue_counts[code] ?? 0) > 0);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          {t('issueCounts.title')}
        </Text>
        {counted.length === 0 ? (
          <Text as="p">{t('issueCounts.none')}</Text>
        ) : (
          <BlockStack as="ul" gap="100">
            {counted.map((code) => (
              <li key={code}>
                <Text as="span" tone={SKIPPING_ISSUES.has(code) ? 'critical' : undefined}>
                  {t(SKIPPING_ISSUES.has(code) ? 'issueCounts.skipped' : 'issueCounts.warned', { problem: t(`issues.${code}`), number: analysis.issue_counts[code] ?? 0 })}
                </Text>
                <IssueExamples examples={analysis.issue_examples[code] ?? []} />
              </li>
            ))}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
}

const ImportCard = observer(function ImportCard({ vm, analysis }: Omit<StepProps, 'narrow'>) {
  const { t } = useTranslation(NAMESPACE);
  const blocker = vm.importBlocker;
  return (
    <Card>
      <BlockStack gap="300">
        <Checkbox
          label={t('publish.label')}
          helpText={t('publish.help')}
          checked={analysis.publish}
          disabled={vm.updating}
          onChange={(checked) => void vm.setPublish(checked)}
        />
        {blocker !== null && (
          <Text as="p" tone="caution">
            {t(`blockers.${blocker}`)}
          </Text>
        )}
        <InlineStack align="end" gap="200">
          <Button onClick={() => vm.startOver()}>{t('wizard.another')}</Button>
          <Button variant="primary" disabled={!vm.canImport} loading={vm.starting} onClick={() => void vm.start()}>
            {t('analysis.import')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

/** A card holding a table edge to edge, under its own heading and introduction. */
function TableCard({ title, intro, children }: { readonly title: string; readonly intro: string; readonly children: ReactNode }) {
  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd">
              {title}
            </Text>
            <Text as="p" tone="subdued">
              {intro}
            </Text>
          </BlockStack>
        </div>
        {children}
      </BlockStack>
    </Card>
  );
}
