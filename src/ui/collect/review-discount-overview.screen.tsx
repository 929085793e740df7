import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Button, Card, DataTable, EmptyState, InlineGrid, InlineStack, Layout, Link, Page, Pagination, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { EMPTY_STATE_ILLUSTRATION } from '../kit/empty-illustration';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ReviewDiscountOverviewViewModel, reviewLinkFor } from './review-discount-overview.view-model';
import { LoadingCard } from '../kit/loading-card';

/** /collect/discount: what each kind of review earns and the codes issued so far (docs/product/collect-discount.md). */
export const ReviewDiscountOverviewScreen = observer(function ReviewDiscountOverviewScreen() {
  const { t } = useTranslation(['collect-discount', 'pages']);
  const vm = useViewModel(ReviewDiscountOverviewViewModel);
  const formatDate = useShopDateFormat();
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const overview = vm.overview;

  return (
    <Page title={t('pages:collectDiscount')} subtitle={t('overview.subtitle')} backAction={{ content: t('overview.back'), url: '/collect' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Banner tone="info" title={t('fairness.title')}>
              <p>{t('fairness.body')}</p>
            </Banner>
            {overview ? (
              <>
                <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
                  {vm.types.map((summary) => (
                    <Card key={summary.type}>
                      <BlockStack gap="200">
                        <InlineStack align="space-between" blockAlign="center" gap="200">
                          <Text as="h2" variant="headingMd">
                            {t(`kinds.${summary.type}`)}
                          </Text>
                          <Badge tone={summary.isOn ? 'success' : undefined}>{summary.isOn ? t('overview.on') : t('overview.off')}</Badge>
                        </InlineStack>
                        <Text as="p">{summary.isOn ? t(`sentence.${summary.type}`, { value: summary.valueText }) : t('overview.offText')}</Text>
                        <Text as="p" tone="subdued">
                          {summary.expiryDays === 0 ? t('overview.noExpiry') : t('overview.expiry', { count: summary.expiryDays })}
                        </Text>
                        <InlineStack>
                          <Button url={`/settings/review_discount/${summary.type}`} accessibilityLabel={t('overview.editKind', { kind: t(`kinds.${summary.type}`) })}>
                            {t('overview.edit')}
                          </Button>
                        </InlineStack>
                      </BlockStack>
                    </Card>
                  ))}
                </InlineGrid>
                <Card padding="0">
                  <BlockStack gap="0">
                    <div style={{ padding: 'var(--p-space-400)' }}>
                      <Text as="h2" variant="headingMd">
                        {t('overview.issuedTitle', { count: overview.issued_total })}
                      </Text>
                    </div>
                    {overview.issued.length === 0 ? (
                      <EmptyState heading={t('overview.emptyTitle')} image={EMPTY_STATE_ILLUSTRATION}>
                        <p>{t('overview.emptyBody')}</p>
                      </EmptyState>
                    ) : (
                      <DataTable
                        columnContentTypes={['text', 'text', 'text', 'text', 'text']}
                        headings={[t('overview.columns.code'), t('overview.columns.customer'), t('overview.columns.value'), t('overview.columns.review'), t('overview.columns.date')]}
                        rows={overview.issued.map((row) => [
                          <BlockStack key="code" gap="100">
                            <Text as="span" fontWeight="semibold">
                              {row.code}
                            </Text>
                            {row.status === 'pending' ? <Badge tone="attention">{t('overview.pending')}</Badge> : null}
                          </BlockStack>,
                          <BlockStack key="customer" gap="0">
                            <bdi>{row.customer_name}</bdi>
                            <Text as="span" tone="subdued">
                              {row.customer_email}
                            </Text>
                          </BlockStack>,
                          `${row.value_text} · ${t(`kinds.${row.review_type}`)}`,
                          <Link key="review" url={reviewLinkFor(row.customer_name)} accessibilityLabel={t('overview.reviewLinkLabel', { name: row.customer_name })}>
                            {t('overview.reviewLink')}
                          </Link>,
                          <BlockStack key="date" gap="0">
                            <span>{formatDate(row.created_at)}</span>
                            <Text as="span" tone="subdued">
                              {row.expires_at ? t('overview.expires', { date: formatDate(row.expires_at) }) : t('overview.noExpiryShort')}
                            </Text>
                          </BlockStack>,
                        ])}
                      />
                    )}
                    {vm.hasPreviousPage || vm.hasNextPage ? (
                      <div style={{ padding: 'var(--p-space-300)', display: 'flex', justifyContent: 'center' }}>
                        <Pagination
                          hasPrevious={vm.hasPreviousPage}
                          hasNext={vm.hasNextPage}
                          onPrevious={() => void vm.previousPage()}
                          onNext={() => void vm.nextPage()}
                          accessibilityLabels={{ previous: t('overview.previousPage'), next: t('overview.nextPage') }}
                        />
                      </div>
                    ) : null}
                  </BlockStack>
                </Card>
              </>
            ) : (
              <LoadingCard failed={vm.status === 'failed'} failedText={t('loadFailed')} />
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
