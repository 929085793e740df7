import { Banner, BlockStack, Button, InlineStack, List, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../kit/use-translation';
import { UpgradeDiscount } from '../../../application/discount/upgrade-discount';
import { type Ad, type PromotionWords } from '../../../contracts/dashboard.contract';
import { TRIGGER_MODE_DISPLAY_LIMIT } from '../../../domain/discount/discount-offer';
import { useService } from '../../kit/view-model-context';
import { type DashboardBannersViewModel } from './dashboard-banners.view-model';

const AD_IMAGE_PX = 48;

function adWords(ad: Ad, language: string): PromotionWords {
  return ad.translations[language] ?? ad;
}

/**
 * The one banner of the dashboard's top (docs/product/dashboard-and-guide.md#banners), or nothing.
 * Each kind says what is wrong and where to fix it; its close button hides it as the domain says.
 */
export const DashboardBannerArea = observer(function DashboardBannerArea({
  banners,
  editorUrl,
  overageLimit,
}: {
  banners: DashboardBannersViewModel;
  editorUrl: string | undefined;
  overageLimit: number;
}) {
  const { t, i18n } = useTranslation('dashboard');
  // A shop hiding reviews may start its one upgrade offer here (trigger_mode 3, docs/product/plans-and-limits.md#the-upgrade-offer).
  const discount = useService(UpgradeDiscount);
  const banner = banners.banner;
  if (!banner) return null;
  const dismiss = () => void banners.dismiss(banner.kind);

  switch (banner.kind) {
    case 'embed':
      return (
        <Banner tone={banner.tone} title={t('banners.embed.title')} onDismiss={dismiss}>
          <BlockStack gap="200">
            <p>{t('banners.embed.body')}</p>
            {editorUrl && (
              <InlineStack>
                <Button url={editorUrl} target="_blank">
                  {t('banners.embed.action')}
                </Button>
              </InlineStack>
            )}
          </BlockStack>
        </Banner>
      );
    case 'overage':
      return (
        <Banner tone="warning" title={t('banners.overage.title')} onDismiss={dismiss}>
          <BlockStack gap="200">
            <p>{t('banners.overage.body', { limit: overageLimit })}</p>
            <InlineStack gap="200">
              <Button url="/plan">{t('banners.overage.action')}</Button>
              {discount.canStart && (
                <Button variant="plain" onClick={() => void discount.activate(TRIGGER_MODE_DISPLAY_LIMIT)}>
                  {t('banners.overage.startOffer')}
                </Button>
              )}
            </InlineStack>
          </BlockStack>
        </Banner>
      );
    case 'anomalies':
      return (
        <Banner tone="warning" title={t('banners.anomalies.title')} onDismiss={dismiss}>
          <BlockStack gap="200">
            <List>
              {banners.anomalies.map((kind) => (
                <List.Item key={kind}>{t(`banners.anomalies.${kind}`)}</List.Item>
              ))}
            </List>
            <InlineStack>
              <Button url="/reviewList">{t('banners.anomalies.action')}</Button>
            </InlineStack>
          </BlockStack>
        </Banner>
      );
    case 'menuRefresh':
      return (
        <Banner tone="info" title={t('banners.menuRefresh.title')} onDismiss={dismiss}>
          <p>{t('banners.menuRefresh.body')}</p>
        </Banner>
      );
    case 'ad': {
      const ad = banners.ad;
      if (!ad) return null;
      const words = adWords(ad, i18n.language);
      return (
        <Banner title={words.title} onDismiss={dismiss}>
          <InlineStack gap="300" wrap={false} blockAlign="center">
            <img src={ad.image} alt="" width={AD_IMAGE_PX} height={AD_IMAGE_PX} style={{ flexShrink: 0 }} />
            <BlockStack gap="200">
              <Text as="p">{words.desc}</Text>
              <InlineStack>
                <Button url={ad.url} target="_blank" onClick={() => banners.recordAdClick(ad)}>
                  {words.btn_text}
                </Button>
              </InlineStack>
            </BlockStack>
          </InlineStack>
        </Banner>
      );
    }
  }
});
