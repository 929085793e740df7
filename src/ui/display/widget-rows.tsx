import { Badge, BlockStack, Box, Button, Card, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { type ReactNode } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';

/** The rows /display and /widgetsList both draw: the theme's state and one row per widget. */

/** One part of the theme, its state, and the theme editor where the merchant changes it. */
function ThemeStatusRow({ label, on, state, action, url }: { readonly label: string; readonly on: boolean; readonly state: string; readonly action: string; readonly url: string }) {
  return (
    <InlineStack align="space-between" blockAlign="center" gap="200">
      <InlineStack gap="200" blockAlign="center">
        <Text as="span">{label}</Text>
        <Badge tone={on ? 'success' : 'attention'}>{state}</Badge>
      </InlineStack>
      <Button url={url} external>
        {action}
      </Button>
    </InlineStack>
  );
}

/** Is the app embed on, and is the reviews block on the product page. */
function ThemeStatusRows({ theme }: { readonly theme: ThemeStatus }) {
  const { t } = useTranslation('display');
  const embedOn = theme.embed.app_embeds_enabled === 1;
  const blockAdded = theme.block.is_app_block_added === 1;
  return (
    <>
      <ThemeStatusRow label={t('index.embed')} on={embedOn} state={t(embedOn ? 'index.on' : 'index.off')} action={t('index.openEditor')} url={theme.embed.url} />
      <ThemeStatusRow label={t('index.block')} on={blockAdded} state={t(blockAdded ? 'index.added' : 'index.notAdded')} action={t('index.addBlock')} url={theme.block.url} />
    </>
  );
}

type ThemeStatus = { readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus };

/** The theme card: its state once known, what could not be loaded, or a skeleton; `more` follows the rows. */
export function ThemeStatusCard({ theme, failed, loadFailed, more }: { readonly theme: ThemeStatus | null; readonly failed: boolean; readonly loadFailed: string; readonly more?: ReactNode }) {
  const { t } = useTranslation('display');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('index.themeTitle')}
        </Text>
        {theme ? (
          <BlockStack gap="300">
            <ThemeStatusRows theme={theme} />
            {more}
          </BlockStack>
        ) : failed ? (
          <Text as="p" tone="subdued">
            {loadFailed}
          </Text>
        ) : (
          <SkeletonBodyText lines={3} />
        )}
      </BlockStack>
    </Card>
  );
}

/** The card that lists the widgets, one WidgetRow each. */
export function WidgetsCard({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('display');
  return (
    <Card padding="0">
      <Box padding="400">
        <Text as="h2" variant="headingMd">
          {t('index.widgetsTitle')}
        </Text>
      </Box>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
    </Card>
  );
}

/** A widget's name, what it does, anything more the screen says of it, and its actions, ending in the link to its settings. */
export function WidgetRow({ widgetKey, settingsUrl, details, actions }: { readonly widgetKey: string; readonly settingsUrl: string; readonly details?: ReactNode; readonly actions?: ReactNode }) {
  const { t } = useTranslation(['display', 'pages']);
  const name = t(`pages:displayWidgets.${widgetKey}`);
  return (
    <li style={{ borderTop: '1px solid var(--p-color-border-secondary)' }}>
      <Box padding="400">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <BlockStack gap="100">
            <Text as="h3" fontWeight="semibold">
              {name}
            </Text>
            <Text as="p" tone="subdued">
              {t(`display:index.about.${widgetKey}`)}
            </Text>
            {details}
          </BlockStack>
          <InlineStack gap="200" blockAlign="center">
            {actions}
            <Button url={settingsUrl} accessibilityLabel={t('display:index.customiseWidget', { widget: name })}>
              {t('display:index.customise')}
            </Button>
          </InlineStack>
        </InlineStack>
      </Box>
    </li>
  );
}
