import { Badge } from '@shopify/polaris';
import { useTranslation } from '../kit/use-translation';
import { type ImportJobStatus } from '../../domain/import/import-job';
import { type ImportJobView } from '../../domain/import/import-views';

type BadgeTone = 'success' | 'info' | 'attention' | 'critical' | undefined;

const TONES: Readonly<Record<ImportJobStatus, BadgeTone>> = {
  draft: 'attention',
  queued: 'info',
  running: 'info',
  completed: 'success',
  failed: 'critical',
  cancelled: undefined,
};

/** An import's state in one word; an undone import says so whatever its status. */
export function ImportStatusBadge({ job }: { readonly job: ImportJobView }) {
  const { t } = useTranslation('import');
  if (job.undone) return <Badge>{t('status.undone')}</Badge>;
  return <Badge tone={TONES[job.status]}>{t(`status.${job.status}`)}</Badge>;
}
