import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** What the server's custom-CSS check took out of the CSS just saved (docs/product/storefront.md#widget-settings). */
export function CssRemovedBanner({ removed, onDismiss }: { readonly removed: readonly string[]; readonly onDismiss: () => void }) {
  const { t } = useTranslation('display-widgets');
  if (removed.length === 0) return null;
  return (
    <Banner tone="warning" title={t('css.removedTitle')} onDismiss={onDismiss}>
      <BlockStack gap="200">
        <Text as="p">{t('css.removedIntro')}</Text>
        <List>
          {removed.map((part, index) => (
            <List.Item key={index}>
              <code>{part}</code>
            </List.Item>
          ))}
        </List>
      </BlockStack>
    </Banner>
  );
}
