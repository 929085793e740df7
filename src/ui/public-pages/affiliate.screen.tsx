import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, InlineStack, Layout, Link, List, Page, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { UTM_COOKIE_DAYS } from '../../domain/affiliate/utm-cookie';
import { AFFILIATE_PAGE_PATH, LEGAL_DOCUMENT_PATHS, PARTNER_PROGRAM_EMAIL } from '../../domain/legal/legal-documents';
import { PRODUCT_SITE_URL } from '../shell/footer';
import { TitledCard } from '../kit/titled-card';
import { PublicPageFrame } from './public-page-frame';

const NAMESPACE = 'affiliate';
const BENEFITS = ['commission', 'tracking', 'support', 'demo'] as const;
const AUDIENCE = ['agencies', 'developers', 'creators'] as const;
const STEPS = ['apply', 'link', 'install', 'earn'] as const;

/**
 * /affiliate (public): the partner programme, how to join and how referrals are tracked
 * (docs/product/public-pages.md#partner-program). The campaign a visitor arrives with is kept by
 * the route guard, as on every page.
 */
export function AffiliateScreen() {
  const { t } = useTranslation(NAMESPACE);
  const applyAddress = `mailto:${PARTNER_PROGRAM_EMAIL}?subject=${encodeURIComponent(t('hero.applySubject'))}`;
  return (
    <PublicPageFrame path={AFFILIATE_PAGE_PATH}>
      <Page title={t('title')} subtitle={t('subtitle')}>
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <Card>
                <BlockStack gap="400">
                  <Text as="h2" variant="headingLg">
                    {t('hero.heading')}
                  </Text>
                  <Text as="p">{t('hero.body')}</Text>
                  <InlineStack gap="300" blockAlign="center">
                    <Button variant="primary" url={applyAddress}>
                      {t('hero.apply')}
                    </Button>
                    <Button url={PRODUCT_SITE_URL} external>
                      {t('hero.learnMore')}
                    </Button>
                  </InlineStack>
                </BlockStack>
              </Card>
              <TitledCard title={t('benefits.title')}>
                <List>
                  {BENEFITS.map((key) => (
                    <List.Item key={key}>{t(`benefits.items.${key}`)}</List.Item>
                  ))}
                </List>
              </TitledCard>
              <TitledCard title={t('audience.title')}>
                <List>
                  {AUDIENCE.map((key) => (
                    <List.Item key={key}>{t(`audience.items.${key}`)}</List.Item>
                  ))}
                </List>
              </TitledCard>
              <TitledCard title={t('steps.title')}>
                <List type="number">
                  {STEPS.map((key) => (
                    <List.Item key={key}>{t(`steps.items.${key}`, { days: UTM_COOKIE_DAYS })}</List.Item>
                  ))}
                </List>
              </TitledCard>
              <TitledCard title={t('tracking.title')}>
                <Text as="p">{t('tracking.body', { days: UTM_COOKIE_DAYS })}</Text>
                <Box>
                  <Link url={LEGAL_DOCUMENT_PATHS.privacy}>{t('tracking.privacy')}</Link>
                </Box>
              </TitledCard>
            </BlockStack>
          </Layout.Section>
        </Layout>
      </Page>
    </PublicPageFrame>
  );
}
