import { Banner, BlockStack, Box, Card, SkeletonBodyText, Spinner, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { type PreviewStatus } from './live-preview';

/**
 * A block as the storefront's Liquid drew it with the form's unsaved settings
 * (docs/product/storefront.md#one-renderer), beside a /display screen's fields.
 * `words` is the key prefix of the screen's own preview words (title, loading, failed, and note
 * unless `note` is given), e.g. 'display-store:preview'.
 */
export const WidgetPreviewPanel = observer(function WidgetPreviewPanel({
  preview,
  frameTitle,
  words,
  note,
  height = '60vh',
  skeletonLines = 6,
}: {
  readonly preview: { readonly html: string | null; readonly status: PreviewStatus };
  readonly frameTitle: string;
  readonly words: string;
  readonly note?: string;
  readonly height?: string;
  readonly skeletonLines?: number;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'sticky', top: 16 }}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            {t(`${words}.title`)}
          </Text>
          <Text as="p" tone="subdued">
            {note ?? t(`${words}.note`)}
          </Text>
          <Box minHeight="24px">
            {preview.status === 'loading' && (
              <span role="status">
                <Spinner size="small" accessibilityLabel={t(`${words}.loading`)} />
              </span>
            )}
            {preview.status === 'failed' && <Banner tone="critical">{t(`${words}.failed`)}</Banner>}
          </Box>
          {preview.html !== null ? (
            // No script runs in the preview, and it cannot reach the admin: an empty sandbox.
            <iframe title={frameTitle} sandbox="" srcDoc={preview.html} style={{ width: '100%', height, border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
          ) : (
            <SkeletonBodyText lines={skeletonLines} />
          )}
        </BlockStack>
      </Card>
    </div>
  );
});
