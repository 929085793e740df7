import '../kit/polaris-complete';
import { BlockStack, Card, DataTable, Layout, List, Page, Text } from '@shopify/polaris';
import { type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import { FILE_FORMAT_IDS, IMPORT_ORIGIN_NAMES, MAX_IMPORT_FILE_SIZE, MAX_IMPORT_ROWS, MAX_MEDIA_PER_REVIEW } from '../../domain/import/imported-review';
import { IMPORT_TEMPLATE_COLUMNS } from '../../domain/import/import-template';
import { formatFileSizeLimit } from '../../domain/validation/file-size';
import { useNarrowLayout } from '../kit/use-narrow-layout';

const NAMESPACE = 'import';
const PEER_FORMATS = FILE_FORMAT_IDS.filter((id) => id !== 'starling');

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}

/**
 * /file_upload_detail (public, no sign-in): which review files the import reads, where each app
 * exports them, the date, encoding, trust and duplicate rules, and our template's columns
 * (docs/product/import-screens.md#formats-page).
 */
export function FileUploadDetailScreen() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const narrow = useNarrowLayout();
  const number = new Intl.NumberFormat(i18n.language);
  const templateRows = IMPORT_TEMPLATE_COLUMNS.map((column) => [<code key={column}>{column}</code>, t(`fields.${column}`), t(`detail.template.hints.${column}`)]);

  return (
    <Page title={t('detail.title')} subtitle={t('detail.intro')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Section title={t('detail.formats.title')}>
              <Text as="p">{t('detail.formats.body')}</Text>
              <BlockStack as="ul" gap="300">
                {PEER_FORMATS.map((id) => (
                  <li key={id}>
                    <BlockStack gap="050">
                      <Text as="h3" variant="headingSm">
                        {IMPORT_ORIGIN_NAMES[id]}
                      </Text>
                      <Text as="p">{t(`detail.formats.where.${id}`)}</Text>
                    </BlockStack>
                  </li>
                ))}
              </BlockStack>
              <Text as="p" tone="subdued">
                {t('detail.formats.menus')}
              </Text>
            </Section>
            <Section title={t('detail.read.title')}>
              <Text as="p">{t('detail.read.body')}</Text>
              <List>
                {(['product', 'review', 'reviewer', 'date', 'media', 'reply', 'marks'] as const).map((key) => (
                  <List.Item key={key}>{t(`detail.read.items.${key}`)}</List.Item>
                ))}
              </List>
              <Text as="p">{t('detail.read.other')}</Text>
            </Section>
            <Section title={t('detail.dates.title')}>
              <List>
                <List.Item>{t('detail.dates.iso')}</List.Item>
                <List.Item>{t('detail.dates.slash')}</List.Item>
                <List.Item>{t('detail.dates.utc')}</List.Item>
                <List.Item>{t('detail.dates.ambiguous')}</List.Item>
              </List>
            </Section>
            <Section title={t('detail.encoding.title')}>
              <Text as="p">{t('detail.encoding.body')}</Text>
              <Text as="p">
                {t('detail.encoding.limits', {
                  size: formatFileSizeLimit(MAX_IMPORT_FILE_SIZE),
                  rows: number.format(MAX_IMPORT_ROWS),
                  media: MAX_MEDIA_PER_REVIEW,
                })}
              </Text>
            </Section>
            <Section title={t('detail.trust.title')}>
              <Text as="p">{t('detail.trust.verified')}</Text>
              <Text as="p">{t('detail.trust.incentive')}</Text>
              <Text as="p">{t('detail.trust.duplicates')}</Text>
              <Text as="p">{t('detail.trust.products')}</Text>
            </Section>
            <Section title={t('detail.template.title')}>
              <Text as="p">{t('detail.template.body')}</Text>
              {narrow ? (
                <BlockStack as="ul" gap="200">
                  {templateRows.map(([code, field, hint], index) => (
                    <li key={IMPORT_TEMPLATE_COLUMNS[index]}>
                      <BlockStack gap="050">
                        <Text as="span" fontWeight="semibold">
                          {code}
                        </Text>
                        <Text as="span">{field}</Text>
                        <Text as="span" tone="subdued">
                          {hint}
                        </Text>
                      </BlockStack>
                    </li>
                  ))}
                </BlockStack>
              ) : (
                <DataTable
                  columnContentTypes={['text', 'text', 'text']}
                  headings={[t('detail.template.column'), t('detail.template.meaning'), t('detail.template.example')]}
                  rows={templateRows}
                  verticalAlign="top"
                />
              )}
            </Section>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
