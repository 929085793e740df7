import { Banner, BlockStack, Card, ProgressBar, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactElement, useId } from 'react';
import { useTranslation } from './use-translation';
import { type ListProgress, type ListShape } from '../../application/lists/list-definition';
import { type ListViewModel } from './list-view-model';

export interface ListStatusBannersProps<L extends ListShape> {
  readonly list: ListViewModel<L>;
  /** The title of the "could not be loaded" banner, and its retry button. */
  readonly errorTitle: string;
  readonly retryLabel: string;
  /** What the progress card says while a change runs (null progress: it has not reported yet). */
  readonly progressText?: (progress: ListProgress | null) => string;
}

function ListStatusBannersView<L extends ListShape>({ list, errorTitle, retryLabel, progressText }: ListStatusBannersProps<L>) {
  const { t } = useTranslation('lists');
  const progressId = useId();
  const progress = list.bulk.progress;
  return (
    <>
      {list.status === 'error' && (
        <Banner tone="critical" title={errorTitle} action={{ content: retryLabel, onAction: () => list.retry() }}>
          <p>{list.errorMessage}</p>
        </Banner>
      )}
      {list.pageBeyondEnd !== null && list.shownPage !== null && (
        <Banner tone="info" onDismiss={() => list.dismissPageBeyondEnd()}>
          <p>{t('pageBeyondEnd', { requested: list.pageBeyondEnd, page: list.shownPage })}</p>
        </Banner>
      )}
      {list.bulk.running && progressText && (
        <Card>
          <BlockStack gap="200">
            <Text as="p" id={progressId}>
              {progressText(progress)}
            </Text>
            <ProgressBar progress={progress && progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0} ariaLabelledBy={progressId} />
          </BlockStack>
        </Card>
      )}
    </>
  );
}

/** Above a list's table: the load failure with a retry, the page-past-the-end notice, a change's progress. */
export const ListStatusBanners = observer(ListStatusBannersView) as <L extends ListShape>(props: ListStatusBannersProps<L>) => ReactElement;
