import { Banner, BlockStack, Box, Card, InlineStack, Link, Page, Select, SkeletonBodyText, SkeletonDisplayText } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { PageGutter } from '../../kit/page-gutter';
import { useViewModel } from '../../kit/view-model-context';
import { PROVIDER_NAME, PROVIDER_SITE_URL } from '../../shell/footer';
import { AnalyticsTilesCard } from '../analytics/analytics-tiles-card';
import { SetupGuideCard } from '../guide/setup-guide-card';
import { SetupGuideViewModel } from '../guide/setup-guide.view-model';
import { AppEmbedCard, CaseStudyCard, HelpdeskCard, ReviewQuotaCard } from './dashboard-cards';
import { DashboardBannerArea } from './dashboard-banner-area';
import { DashboardViewModel } from './dashboard.view-model';
import { RecommendedAppsCard } from './recommended-apps-card';
import { ComplianceCard } from './compliance-card';

/** The stack's width (docs/product/dashboard-and-guide.md#dashboard). */
const DASHBOARD_MAX_WIDTH_PX = 844;

/** Cards of about the loaded ones' height while the first data arrives: they are replaced, never pushed. */
function LoadingCards() {
  return (
    <BlockStack gap="400">
      {[3, 2, 4].map((lines, index) => (
        <Card key={index}>
          <BlockStack gap="300">
            <SkeletonDisplayText size="small" />
            <SkeletonBodyText lines={lines} />
          </BlockStack>
        </Card>
      ))}
    </BlockStack>
  );
}

/** /, /home and /review: the dashboard (docs/product/dashboard-and-guide.md#dashboard). */
export const DashboardScreen = observer(function DashboardScreen() {
  const { t } = useTranslation(['dashboard', 'pages']);
  const vm = useViewModel(DashboardViewModel);
  const guide = useViewModel(SetupGuideViewModel);

  useEffect(() => {
    void vm.load();
    void guide.start({ quiet: true });
  }, [vm, guide]);
  // The cards show together once the guide is known too: a guide card arriving later would push the others down.
  const guideSettled = guide.status === 'loaded' || guide.status === 'failed';

  useEffect(() => vm.followPlanChanges(), [vm]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void vm.recheckEmbed();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [vm]);

  const { info, embed, quota } = vm;
  return (
    <div style={{ maxWidth: `calc(${DASHBOARD_MAX_WIDTH_PX}px + 2 * var(--p-space-400))`, marginInline: 'auto' }}>
      <Page title={t('pages:dashboard')} fullWidth>
        <BlockStack gap="400">
          <PageGutter>
            <InlineStack align="space-between" blockAlign="center" gap="300">
            <Link url={PROVIDER_SITE_URL} target="_blank">
              {t('header.provider', { provider: PROVIDER_NAME })}
            </Link>
            <Box minWidth="180px">
              <Select
                label={t('header.language')}
                labelInline
                options={[...vm.languageOptions]}
                value={vm.language}
                onChange={(value) => void vm.selectLanguage(value)}
              />
            </Box>
            </InlineStack>
          </PageGutter>
          {(vm.status === 'loading' || (info && !guideSettled)) && <LoadingCards />}
          {vm.status === 'failed' && (
            <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.retry() }} />
          )}
          {info && guideSettled && (
            <>
              <DashboardBannerArea banners={vm.banners} editorUrl={embed?.editorUrl} overageLimit={info.reviewsCountInfo.limit} />
              <SetupGuideCard guide={guide} />
              {embed && <AppEmbedCard embed={embed} />}
              <AnalyticsTilesCard />
              {vm.showCaseStudy && <CaseStudyCard onDismiss={() => void vm.dismissCaseStudy()} />}
              <ComplianceCard />
              <HelpdeskCard onChat={() => vm.openHelpdesk()} />
              {vm.showRecommendedApps && <RecommendedAppsCard apps={vm.apps} />}
              {quota && <ReviewQuotaCard usage={quota} hiddenReviewsPath={vm.hiddenReviewsPath} />}
            </>
          )}
        </BlockStack>
      </Page>
    </div>
  );
});
