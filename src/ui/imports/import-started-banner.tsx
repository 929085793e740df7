import { Banner, Text } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { type ImportJobView } from '../../domain/import/import-views';
import { importProgressPath } from '../routing/import-paths';

/** An import was queued: where its progress shows. */
export function ImportStartedBanner({ job }: { readonly job: ImportJobView }) {
  const { t } = useTranslation('import-apps');
  return (
    <Banner tone="success" title={t('common.started')} action={{ content: t('common.viewProgress'), url: importProgressPath(job.id) }}>
      <Text as="p">{t('common.startedText')}</Text>
    </Banner>
  );
}
