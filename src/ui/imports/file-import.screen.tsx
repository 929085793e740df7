import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, DropZone, InlineGrid, InlineStack, Link, Page, ProgressBar, Spinner, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { EMPTY_REVIEW_FILTER } from '../../domain/reviews/review-filter';
import { formatReviewFilterSearch } from '../../contracts/review-filter.contract';
import { formatFileSizeLimit } from '../../domain/validation/file-size';
import { type ImportReportWords } from '../../domain/import/import-report';
import { type ImportJobView } from '../../domain/import/import-views';
import { ACCEPTED_IMPORT_EXTENSIONS, MAX_IMPORT_FILE_SIZE } from '../../domain/import/imported-review';
import { LoadingCard } from '../kit/loading-card';
import { PageGutter } from '../kit/page-gutter';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from '../picker/resource-picker-dialog';
import { AnalysisStep } from './import-analysis';
import { ImportStatusBadge } from './import-status-badge';
import { FileImportViewModel, type FileImportStep } from './file-import.view-model';
import { IMPORT_HUB_PATH } from './import-list.definition';
import { ConfirmModal } from '../kit/confirm-modal';

const NAMESPACE = 'import';
const STEPS: readonly FileImportStep[] = ['upload', 'analysis', 'progress', 'summary'];
const SIZE_LIMIT = formatFileSizeLimit(MAX_IMPORT_FILE_SIZE);

/** The review list filtered to exactly the reviews this import added. */
function importedReviewsLink(job: ImportJobView): string {
  return `/reviewList?${formatReviewFilterSearch({ ...EMPTY_REVIEW_FILTER, importId: job.id })}`;
}

/** /import/file_import: the file import wizard (docs/product/import-screens.md#wizard). */
export const FileImportScreen = observer(function FileImportScreen() {
  const { t } = useTranslation(NAMESPACE);
  const vm = useViewModel(FileImportViewModel);
  const location = useLocation();
  useEffect(() => vm.syncFromUrl(location.search), [vm, location.search]);
  const narrow = useNarrowLayout();
  const step = vm.step;

  return (
    <Page title={t('wizard.title')} backAction={{ content: t('hub.title'), url: IMPORT_HUB_PATH }} titleMetadata={vm.job ? <ImportStatusBadge job={vm.job} /> : undefined}>
      <BlockStack gap="400">
        <PageGutter>
          <Text as="p" tone="subdued">
            {t('wizard.step', { current: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`wizard.steps.${step}`) })}
          </Text>
        </PageGutter>
        {vm.error !== '' && (
          <Banner tone="critical" title={t('error.title')} {...(vm.jobId !== null ? { action: { content: t('error.retry'), onAction: () => vm.retry() } } : {})}>
            <p>{vm.error}</p>
          </Banner>
        )}
        {vm.jobId !== null && vm.job === null ? (
          <LoadingCard failed={!vm.loading && vm.error !== ''} failedText={t('error.loadFailed')} />
        ) : step === 'upload' ? (
          <UploadStep vm={vm} />
        ) : step === 'analysis' && vm.analysis ? (
          <AnalysisStep vm={vm} analysis={vm.analysis} narrow={narrow} />
        ) : step === 'progress' && vm.job ? (
          <ProgressStep vm={vm} job={vm.job} />
        ) : vm.job ? (
          <SummaryStep vm={vm} job={vm.job} />
        ) : null}
      </BlockStack>
      <JobConfirmModal vm={vm} />
      {vm.pickingReference !== null && (
        <ResourcePickerDialog
          open
          type="product"
          action="Select"
          limit="single"
          onSelect={([choice]) => void vm.chooseProduct(choice)}
          onCancel={() => vm.closePicker()}
        />
      )}
    </Page>
  );
});

const UploadStep = observer(function UploadStep({ vm }: { readonly vm: FileImportViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <InlineGrid columns={{ xs: 1, md: ['twoThirds', 'oneThird'] }} gap="400">
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t('upload.title')}
          </Text>
          <DropZone
            label={t('upload.label')}
            labelHidden
            accept={ACCEPTED_IMPORT_EXTENSIONS.join(',')}
            type="file"
            allowMultiple={false}
            disabled={vm.uploading}
            error={vm.uploadProblem !== null}
            onDrop={(files) => void vm.upload(files[0])}
          >
            {vm.uploading ? (
              <div style={{ padding: 'var(--p-space-600)' }}>
                <BlockStack gap="200" inlineAlign="center">
                  <Spinner size="small" accessibilityLabel={t('upload.uploading')} />
                  <Text as="p">{t('upload.uploading')}</Text>
                </BlockStack>
              </div>
            ) : (
              <DropZone.FileUpload actionTitle={t('upload.action')} />
            )}
          </DropZone>
          <Text as="p" tone="subdued">
            {t('upload.hint', { size: SIZE_LIMIT })}
          </Text>
          {vm.uploadProblem !== null && (
            <Text as="p" tone="critical">
              {t(`upload.problems.${vm.uploadProblem}`, { size: SIZE_LIMIT })}
            </Text>
          )}
        </BlockStack>
      </Card>
      <Card>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {t('upload.helpTitle')}
          </Text>
          <Text as="p">{t('upload.formats')}</Text>
          <Link url="/file_upload_detail" target="_blank">
            {t('upload.formatsLink')}
          </Link>
          <Text as="p">{t('upload.templateHelp')}</Text>
          <InlineStack>
            <Button onClick={() => void vm.downloadTemplate()}>{t('upload.template')}</Button>
          </InlineStack>
        </BlockStack>
      </Card>
    </InlineGrid>
  );
});

const ProgressStep = observer(function ProgressStep({ vm, job }: { readonly vm: FileImportViewModel; readonly job: ImportJobView }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          {t(job.status === 'queued' ? 'progress.queued' : 'progress.running')}
        </Text>
        <ProgressBar progress={vm.percent} tone="highlight" ariaLabelledBy="import-progress-text" />
        <Text as="p" id="import-progress-text">
          {t('progress.rows', { processed: job.processed_rows, total: job.total_rows, percent: vm.percent })}
        </Text>
        <JobCounts job={job} />
        <Text as="p" tone="subdued">
          {t('progress.leave')}
        </Text>
        <InlineStack>
          <Button tone="critical" onClick={() => vm.askToCancel()} disabled={vm.acting}>
            {t('progress.cancel')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

function JobCounts({ job }: { readonly job: ImportJobView }) {
  const { t } = useTranslation(NAMESPACE);
  const counts = [
    ['imported', job.imported_count],
    ['duplicates', job.duplicate_count],
    ['skipped', job.skipped_count],
    ['warnings', job.warning_count],
  ] as const;
  return (
    <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
      {counts.map(([key, value]) => (
        <BlockStack key={key} gap="050">
          <Text as="span" tone="subdued">
            {t(`summary.${key}`)}
          </Text>
          <Text as="span" variant="headingLg">
            {String(value)}
          </Text>
        </BlockStack>
      ))}
    </InlineGrid>
  );
}

const SummaryStep = observer(function SummaryStep({ vm, job }: { readonly vm: FileImportViewModel; readonly job: ImportJobView }) {
  const { t } = useTranslation(NAMESPACE);
  const heading = job.undone ? 'undone' : job.status === 'failed' ? 'failed' : job.status === 'cancelled' ? 'cancelled' : 'completed';
  const reportWords: ImportReportWords = {
    headers: [t('report.row'), t('report.column'), t('report.value'), t('report.problem'), t('report.duplicateOf')],
    describe: (issue) => t(`issues.${issue.code}`),
  };
  const hasIssues = job.duplicate_count + job.skipped_count + job.warning_count > 0;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          {t(`summary.title.${heading}`)}
        </Text>
        {job.status === 'failed' && job.failure !== null && (
          <Banner tone="critical">
            <p>{job.failure === 'file_unreadable' ? t('summary.fileUnreadable') : t(`issues.${job.failure}`, { defaultValue: t('summary.failedOther') })}</p>
          </Banner>
        )}
        {job.undone && <Text as="p">{t('summary.undoneBody')}</Text>}
        {job.status === 'cancelled' && !job.undone && <Text as="p">{t('summary.cancelledBody')}</Text>}
        <JobCounts job={job} />
        {job.media_total > 0 && !job.undone && (
          <BlockStack gap="100">
            <Text as="p">{t('summary.media', { fetched: job.media_fetched, total: job.media_total })}</Text>
            {vm.mediaPending && (
              <InlineStack gap="200" blockAlign="center">
                <Spinner size="small" accessibilityLabel={t('summary.mediaPending')} />
                <Text as="span" tone="subdued">
                  {t('summary.mediaPending')}
                </Text>
              </InlineStack>
            )}
            {job.media_failed > 0 && (
              <Text as="p" tone="caution">
                {t('summary.mediaFailed', { number: job.media_failed })}
              </Text>
            )}
          </BlockStack>
        )}
        <InlineStack gap="200">
          {job.imported_count > 0 && !job.undone && (
            <Button variant="primary" url={importedReviewsLink(job)}>
              {t('summary.view')}
            </Button>
          )}
          {hasIssues && (
            <Button onClick={() => void vm.downloadReport(reportWords)} loading={vm.downloading}>
              {t('summary.report')}
            </Button>
          )}
          {job.imported_count > 0 && !job.undone && (
            <Button tone="critical" onClick={() => vm.askToUndo()} disabled={vm.acting}>
              {t('summary.undo')}
            </Button>
          )}
          <Button onClick={() => vm.startOver()}>{t('wizard.another')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

const JobConfirmModal = observer(function JobConfirmModal({ vm }: { readonly vm: FileImportViewModel }) {
  const { t } = useTranslation(NAMESPACE);
  const action = vm.confirming;
  return (
    <ConfirmModal
      open={action !== null}
      title={action ? t(`confirm.${action}.title`) : ''}
      body={action ? t(`confirm.${action}.body`) : ''}
      confirmLabel={action ? t(`confirm.${action}.action`) : ''}
      cancelLabel={t('confirm.keep')}
      destructive
      action={vm.confirmation}
      onConfirm={() => void vm.confirm()}
      onCancel={() => vm.dismissConfirm()}
    />
  );
});
