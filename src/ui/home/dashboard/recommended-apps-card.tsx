import { BlockStack, Button, Card, InlineGrid, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { type RecommendedApp } from '../../../contracts/dashboard.contract';
import { RECOMMENDED_APPS_GROUP_SIZE } from '../../../domain/dashboard/recommended-apps';
import { type RecommendedAppsViewModel } from './recommended-apps.view-model';

const LOGO_PX = 40;
/** A group's height, kept while the apps load so the cards above and below never move. */
const GROUP_MIN_HEIGHT_PX = 168;

function AppTile({ app, language }: { app: RecommendedApp; language: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <BlockStack gap="200">
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        <img src={app.logo} alt="" width={LOGO_PX} height={LOGO_PX} style={{ borderRadius: 8, flexShrink: 0 }} />
        <Text as="h3" variant="headingSm">
          {app.name}
        </Text>
      </InlineStack>
      <Text as="p" tone="subdued">
        {app.desc_translations[language] ?? app.desc}
      </Text>
      <InlineStack>
        <Button url={app.url} target="_blank" accessibilityLabel={t('apps.viewApp', { name: app.name })}>
          {t('apps.view')}
        </Button>
      </InlineStack>
    </BlockStack>
  );
}

/**
 * Partner apps, 4 at a time (docs/product/dashboard-and-guide.md#recommended-apps): an accessible
 * carousel (WAI-ARIA's pattern) that advances every 6 s unless the pointer or the focus is in it,
 * or the merchant paused it.
 */
export const RecommendedAppsCard = observer(function RecommendedAppsCard({ apps }: { apps: RecommendedAppsViewModel }) {
  const { t, i18n } = useTranslation('dashboard');
  const headingId = useId();
  const slideId = useId();
  if (apps.status === 'failed') return null;
  const groupCount = apps.groups.length;
  return (
    <Card>
      <section
        aria-roledescription={t('apps.carousel')}
        aria-labelledby={headingId}
        onMouseEnter={() => apps.hold('hover')}
        onMouseLeave={() => apps.release('hover')}
        onFocus={() => apps.hold('focus')}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) apps.release('focus');
        }}
      >
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center" gap="200">
            <Text as="h2" variant="headingMd" id={headingId}>
              {t('apps.title')}
            </Text>
            {apps.canStep && (
              <InlineStack gap="200">
                <Button onClick={() => apps.togglePause()} pressed={apps.pausedByUser}>
                  {apps.pausedByUser ? t('apps.play') : t('apps.pause')}
                </Button>
                <Button onClick={() => apps.previous()} accessibilityLabel={t('apps.previous')} aria-controls={slideId}>
                  ‹
                </Button>
                <Button onClick={() => apps.next()} accessibilityLabel={t('apps.next')} aria-controls={slideId}>
                  ›
                </Button>
              </InlineStack>
            )}
          </InlineStack>
          <div
            id={slideId}
            role="group"
            aria-roledescription={t('apps.slide')}
            aria-label={groupCount > 0 ? t('apps.slideLabel', { current: apps.groupIndex + 1, total: groupCount }) : undefined}
            aria-live={apps.isHeld ? 'polite' : 'off'}
            style={{ minHeight: GROUP_MIN_HEIGHT_PX }}
          >
            {apps.status === 'loading' ? (
              <SkeletonBodyText lines={5} />
            ) : (
              <InlineGrid columns={{ xs: 1, sm: 2, md: RECOMMENDED_APPS_GROUP_SIZE }} gap="400">
                {apps.visibleApps.map((app) => (
                  <AppTile key={app.url} app={app} language={i18n.language} />
                ))}
              </InlineGrid>
            )}
          </div>
        </BlockStack>
      </section>
    </Card>
  );
});
