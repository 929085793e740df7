import { Card, EmptyState, Page } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { EMPTY_STATE_ILLUSTRATION } from '../kit/empty-illustration';
import { useViewModel } from '../kit/view-model-context';
import { LoadFailedViewModel } from './load-failed.view-model';

/** docs/product/overview.md /400: "load failed" and a button that goes back one step. */
export function LoadFailedScreen() {
  const { t } = useTranslation('errors');
  const viewModel = useViewModel(LoadFailedViewModel);
  return (
    <Page>
      <Card>
        <EmptyState heading={t('loadFailed.title')} action={{ content: t('loadFailed.back'), onAction: () => viewModel.goBack() }} image={EMPTY_STATE_ILLUSTRATION}>
          <p>{t('loadFailed.body')}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
