import '../../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, Card, Icon, InlineStack, Page, ProgressBar, Text } from '@shopify/polaris';
import { CheckCircleIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { useNavigate } from 'react-router-dom';
import { type SetupGuideStep } from '../../../contracts/setup-guide.contract';
import { LoadingCard } from '../../kit/loading-card';
import { useViewModel } from '../../kit/view-model-context';
import { GuideStepAction } from './guide-step-action';
import { SetupGuideViewModel } from './setup-guide.view-model';
import { useRefreshWhenShown } from './use-refresh-when-shown';

const DASHBOARD_PATH = '/';

/**
 * /guide, the setup guide (docs/product/setup-guide.md): the progress, one card per step with what
 * it brings and a button to where it is done, and the way out ("Skip guide" or, once done or
 * skipped, "Go to dashboard"). The shell shows no top bar and no footer here.
 */
export const GuideScreen = observer(function GuideScreen() {
  const { t } = useTranslation(['guide', 'pages']);
  const navigate = useNavigate();
  const vm = useViewModel(SetupGuideViewModel);
  const progressLabelId = useId();
  useEffect(() => {
    void vm.start();
  }, [vm]);
  useRefreshWhenShown(vm);
  const guide = vm.guide;
  const leave = async () => {
    if (guide?.skip_install === 1 || (await vm.skip())) void navigate(DASHBOARD_PATH);
  };
  const leaveLabel = guide?.skip_install === 1 || vm.allDone ? t('toDashboard') : t('skip');

  return (
    <Page title={t('pages:guide')} subtitle={t('intro')}>
      <BlockStack gap="400">
        {guide === null ? (
          <LoadingCard failed={vm.status === 'failed'} failedText={t('loadFailed')} />
        ) : (
          <>
            {vm.allDone && (
              <Banner tone="success" title={t('complete.title')}>
                <p>{t('complete.body')}</p>
              </Banner>
            )}
            <Card>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd" id={progressLabelId}>
                  {t('progress', { completed: vm.completed, total: vm.total })}
                </Text>
                <ProgressBar progress={vm.progressPercent} tone={vm.allDone ? 'success' : 'highlight'} size="small" ariaLabelledBy={progressLabelId} />
              </BlockStack>
            </Card>
            <ol aria-label={t('progressLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {vm.steps.map((step, index) => (
                <li key={step.id} style={{ marginBlockEnd: 'var(--p-space-400)' }}>
                  <GuideStepCard step={step} position={index + 1} viewModel={vm} />
                </li>
              ))}
            </ol>
          </>
        )}
        <InlineStack align="end">
          <Button variant={vm.allDone ? 'primary' : 'tertiary'} loading={vm.pending === 'skip'} onClick={() => void leave()}>
            {leaveLabel}
          </Button>
        </InlineStack>
      </BlockStack>
    </Page>
  );
});

const GuideStepCard = observer(function GuideStepCard({ step, position, viewModel }: { step: SetupGuideStep; position: number; viewModel: SetupGuideViewModel }) {
  const { t } = useTranslation('guide');
  const showEmbedHint = step.id === 1 && !step.done && viewModel.themeEditorUrl === null;
  return (
    <Card>
      <InlineStack gap="300" wrap={false} blockAlign="start">
        <Box minWidth="24px">
          {step.done ? (
            <Icon source={CheckCircleIcon} tone="success" />
          ) : (
            <Text as="span" variant="headingMd" tone="subdued">
              {position}
            </Text>
          )}
        </Box>
        <div style={{ flex: 1, minWidth: 0 }}>
          <BlockStack gap="200">
            <InlineStack gap="200" blockAlign="center">
              <Text as="h3" variant="headingMd">
                {t(`steps.${step.name}.title`)}
              </Text>
              <Badge tone={step.done ? 'success' : undefined}>{step.done ? t('stepDone') : t('stepOpen')}</Badge>
            </InlineStack>
            <Text as="p" tone="subdued">
              {t(`steps.${step.name}.why`)}
            </Text>
            {showEmbedHint && (
              <Text as="p" variant="bodySm" tone="subdued">
                {t('embedSwitchHint')}
              </Text>
            )}
            <InlineStack>
              <GuideStepAction step={step} viewModel={viewModel} />
            </InlineStack>
          </BlockStack>
        </div>
      </InlineStack>
    </Card>
  );
});
