import '../kit/polaris-complete';
import { BlockStack, Card, EmptyState, IndexTable, Link, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { type ProductGroupListItem } from '../../domain/product-groups/product-group';
import { ListIndexFilters } from '../kit/list-index-filters';
import { ListIndexTable } from '../kit/list-index-table';
import { ListStatusBanners } from '../kit/list-status-banners';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useViewModel } from '../kit/view-model-context';
import { PRODUCT_GROUPS_PATH } from './product-group-list.definition';
import { ProductGroupsViewModel } from './product-groups.view-model';

const NAMESPACE = 'product-groups';

export const NEW_PRODUCT_GROUP_PATH = `${PRODUCT_GROUPS_PATH}/new`;

/** /settings/product_groups: the shop's product groups, searched and paged (docs/product/product-groups.md#list). */
export const ProductGroupsScreen = observer(function ProductGroupsScreen() {
  const { t } = useTranslation([NAMESPACE, 'lists']);
  const vm = useViewModel(ProductGroupsViewModel);
  const { list } = vm;
  const location = useLocation();
  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);
  const narrow = useNarrowLayout();

  return (
    <Page title={t('title')} subtitle={t('subtitle')} backAction={{ content: t('back'), url: '/settings' }} primaryAction={{ content: t('actions.create'), url: NEW_PRODUCT_GROUP_PATH }}>
      <BlockStack gap="400">
        <ListStatusBanners list={list} errorTitle={t('error.title')} retryLabel={t('actions.retry')} />
        <Card padding="0">
          <ListIndexFilters list={list} viewLabel={(id) => t(`tabs.${id}`)} tabIdPrefix="product-groups-tab-" filters={[]} applied={[]} queryPlaceholder={t('search.placeholder')} />
          <ListIndexTable
            list={list}
            selectable={false}
            condensed={narrow}
            resourceName={{ singular: t('resourceName.singular'), plural: t('resourceName.plural') }}
            headings={[{ title: t('columns.name') }, { title: t('columns.products') }, { title: t('columns.reviews') }, { title: t('columns.rating') }]}
            bulkActions={[]}
            emptyState={{
              noItems: (
                <EmptyState heading={t('empty.noGroupsTitle')} image="" action={{ content: t('actions.create'), url: NEW_PRODUCT_GROUP_PATH }}>
                  <p>{t('empty.noGroups')}</p>
                </EmptyState>
              ),
              noMatch: (
                <EmptyState heading={t('empty.noMatchTitle')} image="" action={{ content: t('empty.clear'), onAction: () => list.clearFilters() }}>
                  <p>{t('empty.noMatch')}</p>
                </EmptyState>
              ),
            }}
            paginationLabel={({ page, pages }) => t('page', { page, pages })}
          >
            {list.items.map((group, position) => (
              <ProductGroupRow key={group.id} group={group} position={position} stacked={narrow} />
            ))}
          </ListIndexTable>
        </Card>
      </BlockStack>
    </Page>
  );
});

interface ProductGroupRowProps {
  readonly group: ProductGroupListItem;
  readonly position: number;
  readonly stacked: boolean;
}

function ProductGroupRow({ group, position, stacked }: ProductGroupRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const name = (
    <Link url={`${PRODUCT_GROUPS_PATH}/${group.id}`} dataPrimaryLink removeUnderline monochrome>
      <Text as="span" fontWeight="semibold" breakWord>
        <span dir="auto">{group.name}</span>
      </Text>
    </Link>
  );
  const products = (
    <BlockStack gap="050">
      <Text as="span">{t('row.productCount', { count: group.product_count })}</Text>
      <Text as="span" variant="bodySm" tone="subdued" breakWord>
        <span dir="auto">{group.product_titles.join(', ')}</span>
      </Text>
    </BlockStack>
  );
  const reviews = t('row.reviewCount', { count: group.review_count });
  const rating = group.average_rating === null ? t('row.noRating') : t('row.rating', { rating: group.average_rating.toFixed(1) });
  return (
    <IndexTable.Row id={String(group.id)} position={position}>
      {stacked ? (
        <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
          <BlockStack gap="200">
            {name}
            {products}
            <Text as="span" variant="bodySm">
              {reviews} · {rating}
            </Text>
          </BlockStack>
        </div>
      ) : (
        <>
          <IndexTable.Cell>{name}</IndexTable.Cell>
          <IndexTable.Cell>
            <div style={{ maxWidth: '22rem', whiteSpace: 'normal' }}>{products}</div>
          </IndexTable.Cell>
          <IndexTable.Cell>{reviews}</IndexTable.Cell>
          <IndexTable.Cell>{rating}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
}
