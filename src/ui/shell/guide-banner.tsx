import { BlockStack, Box, Button, Icon, InlineStack, Text } from '@shopify/polaris';
import { InfoIcon, XIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, useEffect, useId } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { SetupGuideViewModel } from '../home/guide/setup-guide.view-model';
import { useRefreshWhenShown } from '../home/guide/use-refresh-when-shown';

const GUIDE_PATH = '/guide';
/** The dashboard has the guide's own card, and the guide is itself: no banner there. */
const PATHS_WITHOUT_BANNER: readonly string[] = ['/', GUIDE_PATH];

const growStyle: CSSProperties = { flex: 1, minWidth: 0 };

function normalisePath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The guide banner below the other screens (docs/product/setup-guide.md#banner): while
 * is_guide_banner is '1' and a step is open, with the way back to /guide; dismissing writes '2'.
 * Not read on / and /guide, which show the guide themselves.
 * Built from Polaris parts in Banner's look, like the error banner: it is part of every page.
 */
export const GuideBanner = observer(function GuideBanner({ path }: { path: string }) {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const vm = useViewModel(SetupGuideViewModel);
  const titleId = useId();
  const onBannerPath = !PATHS_WITHOUT_BANNER.includes(normalisePath(path));
  // Read on each screen while the banner may show, so its count follows the steps done meanwhile;
  // once dismissed or done it stays quiet.
  useEffect(() => {
    if (!onBannerPath) return;
    if (vm.status === 'idle') void vm.start({ quiet: true });
    else if (vm.status === 'failed' || vm.isBannerVisible) void vm.refresh();
  }, [vm, path, onBannerPath]);
  useRefreshWhenShown(vm);
  if (!vm.isBannerVisible || !onBannerPath) return null;

  return (
    <section aria-labelledby={titleId}>
      <Box paddingInline="400" paddingBlockEnd="400">
        <Box background="bg-surface-info" borderColor="border-info" borderWidth="025" borderRadius="300" padding="300">
          <InlineStack gap="200" wrap={false} blockAlign="start">
            <Icon source={InfoIcon} tone="info" />
            <div style={growStyle}>
              <BlockStack gap="200">
                <Text as="h2" variant="headingSm" id={titleId}>
                  {t('banner.title')}
                </Text>
                <Text as="p">{t('banner.body', { completed: vm.completed, total: vm.total })}</Text>
                <InlineStack>
                  <Button onClick={() => void navigate(GUIDE_PATH)}>{t('banner.action')}</Button>
                </InlineStack>
              </BlockStack>
            </div>
            <Button variant="tertiary" icon={XIcon} accessibilityLabel={t('banner.dismiss')} loading={vm.pending === 'dismiss'} onClick={() => void vm.dismissBanner()} />
          </InlineStack>
        </Box>
      </Box>
    </section>
  );
});
