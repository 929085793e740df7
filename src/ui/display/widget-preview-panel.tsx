import { Banner, BlockStack, Box, Card, SkeletonBodyText, Spinner, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { type PreviewStatus } from './review-widget-settings.view-model';

/**
 * A block as the storefront's Liquid drew it with the form's unsaved settings
 * (docs/product/storefront.md#one-renderer), beside a /display screen's fields.
 */
export function WidgetPreviewPanel({ html, status, frameTitle, height = '60vh' }: { readonly html: string | null; readonly status: PreviewStatus; readonly frameTitle: string; readonly height?: string }) {
  const { t } = useTranslation('display-widgets');
  return (
    <div style={{ position: 'sticky', top: 16 }}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t('preview.title')}
          </Text>
          <Text as="p" tone="subdued">
            {t('preview.note')}
          </Text>
          <Box minHeight="24px">
            {status === 'loading' && (
              <span role="status">
                <Spinner size="small" accessibilityLabel={t('preview.loading')} />
              </span>
            )}
            {status === 'failed' && <Banner tone="critical">{t('preview.failed')}</Banner>}
          </Box>
          {html !== null ? (
            // No script runs in the preview, and it cannot reach the admin: an empty sandbox.
            <iframe title={frameTitle} sandbox="" srcDoc={html} style={{ width: '100%', height, border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
          ) : (
            <SkeletonBodyText lines={6} />
          )}
        </BlockStack>
      </Card>
    </div>
  );
}
