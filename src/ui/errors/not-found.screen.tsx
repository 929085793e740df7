import { Card, EmptyState, Page } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { EMPTY_STATE_ILLUSTRATION } from '../pending/empty-illustration';
import { useViewModel } from '../kit/view-model-context';
import { NotFoundViewModel } from './not-found.view-model';

/** docs/product/overview.md /404: every unknown path ends here. */
export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  const viewModel = useViewModel(NotFoundViewModel);
  return (
    <Page>
      <Card>
        <EmptyState heading={t('notFound.title')} action={{ content: t('notFound.home'), onAction: () => viewModel.goHome() }} image={EMPTY_STATE_ILLUSTRATION}>
          <p>{t('notFound.body')}</p>
        </EmptyState>
      </Card>
    </Page>
  );
}
