import { BlockStack, Button, Card, Collapsible, Icon, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { CheckCircleIcon, XIcon } from '@shopify/polaris-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../../kit/view-model-context';
import { GuideStepAction } from './guide-step-action';
import { SetupGuideViewModel } from './setup-guide.view-model';
import { useRefreshWhenShown } from './use-refresh-when-shown';

const GUIDE_PATH = '/guide';

/**
 * The dashboard's setup guide card (docs/product/setup-guide.md#visibility): the progress and,
 * unfolded, the steps; hidden once dismissed (hide_setup_guide '1') or every step is done.
 */
export const SetupGuideCard = observer(function SetupGuideCard({ guide }: { readonly guide?: SetupGuideViewModel }) {
  const { t } = useTranslation(['guide', 'pages']);
  const navigate = useNavigate();
  // The dashboard hands over the guide it waits for before showing its cards; alone, the card reads its own.
  const ownGuide = useViewModel(SetupGuideViewModel);
  const vm = guide ?? ownGuide;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const stepsId = useId();
  useEffect(() => {
    void vm.start({ quiet: true });
  }, [vm]);
  useRefreshWhenShown(vm);
  if (!vm.isCardVisible) return null;

  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" wrap={false} gap="200">
          <Text as="h2" variant="headingMd" id={titleId}>
            {t('pages:guide')}
          </Text>
          <Button variant="tertiary" icon={XIcon} accessibilityLabel={t('card.dismiss')} loading={vm.pending === 'dismiss'} onClick={() => void vm.dismissCard()} />
        </InlineStack>
        <Text as="p" tone="subdued">
          {t('progress', { completed: vm.completed, total: vm.total })}
        </Text>
        <ProgressBar progress={vm.progressPercent} size="small" tone="highlight" ariaLabelledBy={titleId} />
        <InlineStack gap="300">
          <Button variant="plain" ariaExpanded={open} ariaControls={stepsId} onClick={() => setOpen(!open)}>
            {open ? t('card.hideSteps') : t('card.showSteps')}
          </Button>
          <Button variant="plain" onClick={() => void navigate(GUIDE_PATH)}>
            {t('card.openGuide')}
          </Button>
        </InlineStack>
        <Collapsible id={stepsId} open={open}>
          <BlockStack gap="200" as="ul">
            {vm.steps.map((step) => (
              <li key={step.id} style={{ listStyle: 'none' }}>
                <InlineStack gap="200" blockAlign="center" wrap>
                  {step.done ? <Icon source={CheckCircleIcon} tone="success" accessibilityLabel={t('stepDone')} /> : <Text as="span" visuallyHidden>{t('stepOpen')}</Text>}
                  <Text as="span" fontWeight={step.done ? 'regular' : 'semibold'} tone={step.done ? 'subdued' : undefined}>
                    {t(`steps.${step.name}.title`)}
                  </Text>
                  {!step.done && <GuideStepAction step={step} viewModel={vm} compact />}
                </InlineStack>
              </li>
            ))}
          </BlockStack>
        </Collapsible>
      </BlockStack>
    </Card>
  );
});
