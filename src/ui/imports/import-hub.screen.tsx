import '../kit/polaris-complete';
import { BlockStack, Button, Card, EmptyState, IndexTable, InlineGrid, InlineStack, Link, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { FILE_FORMAT_IDS, IMPORT_ORIGIN_NAMES } from '../../domain/import/imported-review';
import { type ImportJobView } from '../../domain/import/import-views';
import { ListIndexTable } from '../kit/list-index-table';
import { ListStatusBanners } from '../kit/list-status-banners';
import { PageGutter } from '../kit/page-gutter';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ImportHubViewModel } from './import-hub.view-model';
import { ImportStatusBadge } from './import-status-badge';
import { FILE_IMPORT_PATH, importProgressPath } from '../routing/import-paths';

/** The ways in, each to its own screen (docs/product/import-screens.md#hub). */
const WAYS_IN = [
  { key: 'file', url: FILE_IMPORT_PATH },
  { key: 'bookmark', url: '/import/bookmark_import' },
  { key: 'marketplace', url: '/import/aliexpress_amazon_import' },
  { key: 'dropshipman', url: '/import/dropshipman_sync' },
  { key: 'otherApp', url: '/collect/auth_import' },
  { key: 'manual', url: '/collect/manual_import' },
] as const;

/** The peer apps whose export files are read as they are (not our own format). */
const PEER_APPS = FILE_FORMAT_IDS.filter((id) => id !== 'starling').map((id) => IMPORT_ORIGIN_NAMES[id]);

/** /import: how reviews come in, and the shop's past imports (docs/product/import-screens.md#hub). */
export const ImportHubScreen = observer(function ImportHubScreen() {
  const { t } = useTranslation('import');
  const vm = useViewModel(ImportHubViewModel);
  const { list } = vm;
  const location = useLocation();
  useEffect(() => void list.start(), [list]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);
  const narrow = useNarrowLayout();
  const formatDate = useShopDateFormat();

  return (
    <Page title={t('hub.title')} subtitle={t('hub.intro')}>
      <BlockStack gap="500">
        <InlineGrid columns={{ xs: 1, sm: 2, lg: 3 }} gap="400">
          {WAYS_IN.map(({ key, url }) => (
            <Card key={key}>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t(`hub.ways.${key}.title`)}
                </Text>
                <Text as="p" tone="subdued">
                  {t(`hub.ways.${key}.body`)}
                </Text>
                <InlineStack>
                  <Button url={url} variant={key === 'file' ? 'primary' : undefined}>
                    {t(`hub.ways.${key}.action`)}
                  </Button>
                </InlineStack>
              </BlockStack>
            </Card>
          ))}
        </InlineGrid>
        <Card>
          <BlockStack gap="200">
            <Text as="h2" variant="headingMd">
              {t('hub.switching.title')}
            </Text>
            <Text as="p">{t('hub.switching.body', { apps: PEER_APPS.join(', ') })}</Text>
            <InlineStack>
              <Link url="/file_upload_detail" target="_blank">
                {t('hub.switching.details')}
              </Link>
            </InlineStack>
          </BlockStack>
        </Card>
        <BlockStack gap="200">
          <PageGutter>
            <Text as="h2" variant="headingMd">
              {t('hub.history.title')}
            </Text>
          </PageGutter>
          <ListStatusBanners list={list} errorTitle={t('error.title')} retryLabel={t('error.retry')} />
          <Card padding="0">
            <ListIndexTable
              list={list}
              selectable={false}
              condensed={narrow}
              resourceName={{ singular: t('hub.history.singular'), plural: t('hub.history.plural') }}
              headings={[
                { title: t('hub.history.columns.import') },
                { title: t('hub.history.columns.status') },
                { title: t('hub.history.columns.result') },
                { title: t('hub.history.columns.date') },
              ]}
              bulkActions={[]}
              emptyState={{
                noItems: (
                  <EmptyState heading={t('hub.history.empty')} image="">
                    <p>{t('hub.history.emptyBody')}</p>
                  </EmptyState>
                ),
                noMatch: (
                  <EmptyState heading={t('hub.history.empty')} image="">
                    <p>{t('hub.history.emptyBody')}</p>
                  </EmptyState>
                ),
              }}
              paginationLabel={({ page, pages }) => t('hub.history.page', { page, pages })}
            >
              {list.items.map((job, position) => (
                <ImportRow key={job.id} job={job} position={position} formatDate={formatDate} stacked={narrow} />
              ))}
            </ListIndexTable>
          </Card>
        </BlockStack>
      </BlockStack>
    </Page>
  );
});

interface ImportRowProps {
  readonly job: ImportJobView;
  readonly position: number;
  readonly formatDate: (iso: string) => string;
  readonly stacked: boolean;
}

function ImportRow({ job, position, formatDate, stacked }: ImportRowProps) {
  const { t } = useTranslation('import');
  const label = (
    <BlockStack gap="050">
      <Link url={importProgressPath(job.id)} dataPrimaryLink removeUnderline monochrome>
        <Text as="span" fontWeight="semibold" breakWord>
          <span dir="auto">{job.label}</span>
        </Text>
      </Link>
      <Text as="span" variant="bodySm" tone="subdued">
        {IMPORT_ORIGIN_NAMES[job.origin]}
      </Text>
    </BlockStack>
  );
  const counts = (
    <Text as="span" variant="bodySm">
      {[
        t('counts.imported', { number: job.imported_count }),
        t('counts.duplicates', { number: job.duplicate_count }),
        t('counts.skipped', { number: job.skipped_count }),
      ].join(' · ')}
    </Text>
  );
  const date = formatDate(job.created_at);
  return (
    <IndexTable.Row id={String(job.id)} position={position}>
      {stacked ? (
        <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="start" gap="200" wrap={false}>
              {label}
              <ImportStatusBadge job={job} />
            </InlineStack>
            {counts}
            <Text as="span" variant="bodySm" tone="subdued">
              {date}
            </Text>
          </BlockStack>
        </div>
      ) : (
        <>
          <IndexTable.Cell>{label}</IndexTable.Cell>
          <IndexTable.Cell>
            <ImportStatusBadge job={job} />
          </IndexTable.Cell>
          <IndexTable.Cell>{counts}</IndexTable.Cell>
          <IndexTable.Cell>{date}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
}
