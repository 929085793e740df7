import { Box, Card, EmptyState, Page, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { EMPTY_STATE_ILLUSTRATION } from '../kit/empty-illustration';
import { useViewModel } from '../kit/view-model-context';
import { NotFoundViewModel } from './not-found.view-model';

/**
 * docs/product/overview.md /404: every unknown path ends here. EmptyState draws its `heading` as a
 * paragraph, so the page's title comes in as its first child instead: the same look (EmptyState's
 * own heading box and type), but the page's level-1 heading for assistive technology.
 */
export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  const viewModel = useViewModel(NotFoundViewModel);
  return (
    <Page>
      <Card>
        <EmptyState action={{ content: t('notFound.home'), onAction: () => viewModel.goHome() }} image={EMPTY_STATE_ILLUSTRATION}>
          <Box paddingBlockEnd="150">
            <Text as="h1" variant="headingMd" alignment="center">
              {t('notFound.title')}
            </Text>
          </Box>
          <p>{t('notFound.body')}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
