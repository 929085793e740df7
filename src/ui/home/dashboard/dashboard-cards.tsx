import { Badge, BlockStack, Button, ButtonGroup, Card, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { type ReviewQuotaUsage } from '../../../domain/plans/review-quota';
import { PRODUCT_SITE_URL } from '../../shell/footer';
import { type EmbedStatus } from './dashboard.view-model';

/** Where the case study lives on the product site. */
const CASE_STUDY_URL = `${PRODUCT_SITE_URL}/case-studies`;

function CardHeading({ children, id }: { children: string; id?: string }) {
  return (
    <Text as="h2" variant="headingMd" id={id}>
      {children}
    </Text>
  );
}

/** Whether the theme's app embed is on, and the way to the theme editor to switch it. */
export function AppEmbedCard({ embed }: { embed: EmbedStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <CardHeading>{t('embed.title')}</CardHeading>
          <Badge tone={embed.enabled ? 'success' : 'attention'}>{embed.enabled ? t('embed.on') : t('embed.off')}</Badge>
        </InlineStack>
        <Text as="p">{embed.enabled ? t('embed.onBody') : t('embed.offBody')}</Text>
        <InlineStack>
          <Button url={embed.editorUrl} target="_blank" variant={embed.enabled ? 'secondary' : 'primary'}>
            {t('embed.action')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

export function CaseStudyCard({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <BlockStack gap="300">
        <CardHeading>{t('caseStudy.title')}</CardHeading>
        <Text as="p">{t('caseStudy.body')}</Text>
        <ButtonGroup>
          <Button url={CASE_STUDY_URL} target="_blank">
            {t('caseStudy.read')}
          </Button>
          <Button variant="plain" onClick={onDismiss}>
            {t('caseStudy.dismiss')}
          </Button>
        </ButtonGroup>
      </BlockStack>
    </Card>
  );
}

export function HelpdeskCard({ onChat }: { onChat: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <BlockStack gap="300">
        <CardHeading>{t('helpdesk.title')}</CardHeading>
        <Text as="p">{t('helpdesk.body')}</Text>
        <InlineStack>
          <Button onClick={onChat}>{t('helpdesk.chat')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

/**
 * What the plan's reviews-per-product limit hides from the storefront, over every product, with the
 * way to those products' reviews and to a bigger plan. A plan without a limit just counts.
 */
export const ReviewQuotaCard = observer(function ReviewQuotaCard({ usage, hiddenReviewsPath }: { usage: ReviewQuotaUsage; hiddenReviewsPath: string | null }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const hiding = usage.kind === 'limited' && usage.hiddenReviews > 0;
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <CardHeading id={headingId}>{t('quota.title')}</CardHeading>
          <Button url="/plan" variant="plain">
            {t('quota.upgrade')}
          </Button>
        </InlineStack>
        {usage.kind === 'unlimited' ? (
          <Text as="p">{t('quota.reviewQuotaUnlimited', { count: usage.used })}</Text>
        ) : (
          <>
            <Text as="p" tone={hiding ? 'critical' : undefined} fontWeight={hiding ? 'semibold' : undefined}>
              {hiding
                ? t('quota.hidden', { count: usage.hiddenReviews, products: t('quota.products', { count: usage.hiddenProducts }), limit: usage.limit })
                : t('quota.busiest', { used: usage.used, limit: usage.limit })}
            </Text>
            <ProgressBar progress={usage.percentUsed} tone={hiding ? 'critical' : 'primary'} size="small" ariaLabelledBy={headingId} />
            {hiding && hiddenReviewsPath !== null && (
              <InlineStack>
                <Button url={hiddenReviewsPath} variant="plain">
                  {t('quota.seeHidden')}
                </Button>
              </InlineStack>
            )}
          </>
        )}
      </BlockStack>
    </Card>
  );
});
