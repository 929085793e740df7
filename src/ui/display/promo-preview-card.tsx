import { Banner, BlockStack, Box, Card, SkeletonBodyText, Spinner, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type LivePreview } from './live-preview';

/** The live preview beside a widget's settings: the block as the storefront's Liquid drew it, in a frame that runs nothing. */
export const PromoPreviewCard = observer(function PromoPreviewCard<Values>({ preview, note, frameTitle }: { readonly preview: LivePreview<Values>; readonly note: string; readonly frameTitle: string }) {
  const { t } = useTranslation('display-promo');
  return (
    <div style={{ position: 'sticky', top: 16 }}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t('preview.title')}
          </Text>
          <Text as="p" tone="subdued">
            {note}
          </Text>
          <Box minHeight="24px">
            {preview.status === 'loading' && (
              <span role="status">
                <Spinner size="small" accessibilityLabel={t('preview.loading')} />
              </span>
            )}
            {preview.status === 'failed' && <Banner tone="critical">{t('preview.failed')}</Banner>}
          </Box>
          {preview.html !== null ? (
            // No script runs in the preview, and it cannot reach the admin: an empty sandbox.
            <iframe title={frameTitle} sandbox="" srcDoc={preview.html} style={{ width: '100%', height: '60vh', border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
          ) : (
            <SkeletonBodyText lines={6} />
          )}
        </BlockStack>
      </Card>
    </div>
  );
});
