import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';

/** What the server's custom-CSS check took out of the CSS just saved (docs/product/storefront.md#widget-settings). */
export function CssRemovedBanner({ removed, onDismiss, words = 'display-widgets:css' }: { readonly removed: readonly string[]; readonly onDismiss: () => void; readonly words?: string }) {
  const { t } = useTranslation();
  if (removed.length === 0) return null;
  return (
    <Banner tone="warning" title={t(`${words}.removedTitle`)} onDismiss={onDismiss}>
      <BlockStack gap="200">
        <Text as="p">{t(`${words}.removedIntro`)}</Text>
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
