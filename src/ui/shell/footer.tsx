import { Box, InlineStack, Link, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { footerTopMarginPx, isFooterShown } from '../../application/shell/shell-layout';

export const PRODUCT_SITE_URL = 'https://starlingreviews.app';
export const PROVIDER_NAME = 'Starling Apps';
export const PROVIDER_SITE_URL = 'https://starlingapps.com';

/** Links to the product and its provider, under every page except the full-screen editors and flows. */
export function Footer({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  if (!isFooterShown(path)) return null;
  return (
    <footer style={{ marginTop: footerTopMarginPx(path) }}>
      <Box paddingBlockEnd="600" paddingInline="400">
        <InlineStack align="center" gap="300">
          <Text as="p" tone="subdued">
            <Link url={PRODUCT_SITE_URL} target="_blank">
              {t('footer.learnMore', { product: 'Starling Reviews' })}
            </Link>
          </Text>
          <Text as="p" tone="subdued">
            <Link url={PROVIDER_SITE_URL} target="_blank">
              {t('footer.madeBy', { provider: PROVIDER_NAME })}
            </Link>
          </Text>
        </InlineStack>
      </Box>
    </footer>
  );
}
