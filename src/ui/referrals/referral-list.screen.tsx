import '../kit/polaris-complete';
import {
  type AppliedFilterInterface,
  Badge,
  BlockStack,
  Card,
  EmptyState,
  type FilterInterface,
  IndexTable,
  InlineGrid,
  Page,
  Text,
} from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { REFERRAL_STATES, type ReferralListItem, type ReferralSummary } from '../../domain/referrals/referral-list';
import { REFERRAL_REFUSAL_REASONS } from '../../domain/referrals/referral-rules';
import { FigureBox, FigureSkeleton } from '../kit/figure-box';
import { formatFigure } from '../kit/figure-format';
import { choiceFilter, dateRangeFilter, listFilters } from '../kit/list-filter-builders';
import { ListIndexFilters } from '../kit/list-index-filters';
import { ListIndexTable } from '../kit/list-index-table';
import { ListStatusBanners } from '../kit/list-status-banners';
import { TitledCard } from '../kit/titled-card';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ReferralListViewModel } from './referral-list.view-model';

const NAMESPACE = 'referral-list';

const OFFER_PATH = '/settings/referral_offer';

/** The figures at the top, in this order (docs/product/referrals-list.md#figures). */
const SUMMARY_FIGURES = ['shares', 'friends', 'conversions', 'revenue', 'rewards_issued', 'refusals'] as const;

function referralFilters(vm: ReferralListViewModel, t: TFunction<typeof NAMESPACE>): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  const { list } = vm;
  const filter = list.filter;
  return listFilters(
    choiceFilter({ key: 'states', label: t('filters.state'), values: REFERRAL_STATES, selected: filter.states, labelOf: (state) => t(`state.${state}`), onChange: (states) => vm.setStates(states) }),
    choiceFilter({
      key: 'reasons',
      label: t('filters.reason'),
      values: REFERRAL_REFUSAL_REASONS,
      selected: filter.reasons,
      labelOf: (reason) => t(`reason.${reason}`),
      onChange: (reasons) => vm.setReasons(reasons),
    }),
    dateRangeFilter({ list, range: filter.dateRange, label: t('filters.date'), t }),
  );
}

/**
 * /settings/referrals: what the referral programme brought in over the chosen days, and every
 * referred order and refusal with its reason (docs/product/referrals-list.md).
 */
export const ReferralListScreen = observer(function ReferralListScreen() {
  const { t } = useTranslation([NAMESPACE, 'lists']);
  const vm = useViewModel(ReferralListViewModel);
  const { list } = vm;
  const location = useLocation();
  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);
  const formatDate = useShopDateFormat();
  const narrow = useNarrowLayout();
  const { filters, applied } = referralFilters(vm, t);

  return (
    <Page title={t('title')} subtitle={t('subtitle')} backAction={{ content: t('back'), url: '/settings' }} secondaryActions={[{ content: t('actions.offer'), url: OFFER_PATH }]}>
      <BlockStack gap="400">
        <ListStatusBanners list={list} errorTitle={t('error.title')} retryLabel={t('actions.retry')} />
        <SummaryCard summary={vm.summary} />
        <Card padding="0">
          <ListIndexFilters list={list} viewLabel={(id) => t(`tabs.${id}`)} tabIdPrefix="referrals-tab-" filters={filters} applied={applied} queryPlaceholder="" hideQueryField />
          <ListIndexTable
            list={list}
            selectable={false}
            condensed={narrow}
            resourceName={{ singular: t('resourceName.singular'), plural: t('resourceName.plural') }}
            headings={[
              { title: t('columns.date') },
              { title: t('columns.friend') },
              { title: t('columns.advocate') },
              { title: t('columns.order') },
              { title: t('columns.outcome') },
              { title: t('columns.reward') },
            ]}
            bulkActions={[]}
            emptyState={{
              noItems: (
                <EmptyState heading={t('empty.noReferralsTitle')} image="" action={{ content: t('actions.offer'), url: OFFER_PATH }}>
                  <p>{t('empty.noReferrals')}</p>
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
            {list.items.map((referral, position) => (
              <ReferralRow key={referral.id} referral={referral} position={position} formatDate={formatDate} stacked={narrow} t={t} />
            ))}
          </ListIndexTable>
        </Card>
      </BlockStack>
    </Page>
  );
});

function SummaryCard({ summary }: { readonly summary: ReferralSummary | null }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <TitledCard title={t('summary.title')}>
      <InlineGrid columns={{ xs: 2, md: 3, lg: 6 }} gap="300">
        {SUMMARY_FIGURES.map((figure) =>
          summary === null ? (
            <FigureSkeleton key={figure} />
          ) : (
            <FigureBox key={figure} label={t(`summary.${figure}`)} value={formatFigure(summary[figure], figure === 'revenue' ? 'money' : 'count', i18n.language, summary.currency)} />
          ),
        )}
      </InlineGrid>
      <Text as="p" variant="bodySm" tone="subdued">
        {t('summary.help')}
      </Text>
    </TitledCard>
  );
}

interface ReferralRowProps {
  readonly referral: ReferralListItem;
  readonly position: number;
  readonly formatDate: (iso: string) => string;
  readonly stacked: boolean;
  readonly t: TFunction<typeof NAMESPACE>;
}

function ReferralRow({ referral, position, formatDate, stacked, t }: ReferralRowProps) {
  const { i18n } = useTranslation(NAMESPACE);
  const date = formatDate(referral.created_at);
  const friend = (
    <Text as="span" breakWord>
      <span dir="auto">{referral.friend_email}</span>
    </Text>
  );
  const advocateName = referral.advocate_name || referral.advocate_email || t('row.customer', { id: referral.advocate_customer_id });
  const advocate = (
    <BlockStack gap="050">
      <Text as="span" breakWord>
        <span dir="auto">{advocateName}</span>
      </Text>
      {referral.advocate_name !== '' && referral.advocate_email !== '' && (
        <Text as="span" variant="bodySm" tone="subdued" breakWord>
          <span dir="auto">{referral.advocate_email}</span>
        </Text>
      )}
    </BlockStack>
  );
  const order =
    referral.order_name === '' ? (
      <Text as="span" tone="subdued">
        {t('row.noOrder')}
      </Text>
    ) : (
      <BlockStack gap="050">
        <Text as="span" fontWeight="semibold">
          {referral.order_name}
        </Text>
        {referral.order_total !== null && (
          <Text as="span" variant="bodySm" tone="subdued" numeric>
            {formatFigure(referral.order_total, 'money', i18n.language, referral.currency_code)}
          </Text>
        )}
      </BlockStack>
    );
  const outcome = (
    <BlockStack gap="100" inlineAlign="start">
      <Badge tone={referral.state === 'rewarded' ? 'success' : 'warning'}>{t(`state.${referral.state}`)}</Badge>
      {referral.refusal_reason !== null && (
        <Text as="span" variant="bodySm">
          {t(`reason.${referral.refusal_reason}`)}
        </Text>
      )}
    </BlockStack>
  );
  const reward =
    referral.reward_code === null ? (
      <Text as="span" tone="subdued">
        {t('row.noReward')}
      </Text>
    ) : (
      <BlockStack gap="050">
        <Text as="span" breakWord>
          <code>{referral.reward_code}</code>
        </Text>
        <Text as="span" variant="bodySm" tone="subdued">
          {t(`rewardStatus.${referral.reward_status ?? 'pending'}`)}
        </Text>
      </BlockStack>
    );
  return (
    <IndexTable.Row id={String(referral.id)} position={position}>
      {stacked ? (
        <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
          <BlockStack gap="200">
            {outcome}
            {friend}
            <Text as="span" variant="bodySm" tone="subdued">
              {t('row.advocateBy', { name: advocateName, date })}
            </Text>
            {order}
            {reward}
          </BlockStack>
        </div>
      ) : (
        <>
          <IndexTable.Cell>{date}</IndexTable.Cell>
          <IndexTable.Cell>
            <div style={{ maxWidth: '16rem', whiteSpace: 'normal' }}>{friend}</div>
          </IndexTable.Cell>
          <IndexTable.Cell>
            <div style={{ maxWidth: '14rem', whiteSpace: 'normal' }}>{advocate}</div>
          </IndexTable.Cell>
          <IndexTable.Cell>{order}</IndexTable.Cell>
          <IndexTable.Cell>
            <div style={{ maxWidth: '16rem', whiteSpace: 'normal' }}>{outcome}</div>
          </IndexTable.Cell>
          <IndexTable.Cell>{reward}</IndexTable.Cell>
        </>
      )}
    </IndexTable.Row>
  );
}
