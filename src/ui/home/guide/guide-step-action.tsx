import { Button } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../kit/use-translation';
import { useNavigate } from 'react-router-dom';
import { type SetupGuideStep } from '../../../contracts/setup-guide.contract';
import { type SetupGuideViewModel } from './setup-guide.view-model';

/**
 * The button that takes the merchant to where a step is done: the theme editor in a new tab for
 * the app embed (the guide rereads itself when the tab is shown again), the development store's
 * own switch when there is no theme editor, else the admin screen.
 */
export const GuideStepAction = observer(function GuideStepAction({ step, viewModel, compact = false }: { step: SetupGuideStep; viewModel: SetupGuideViewModel; compact?: boolean }) {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const variant = compact ? 'plain' : step.done ? 'secondary' : 'primary';
  const label = t(`steps.${step.name}.action`);
  if (step.id === 1) {
    const editor = viewModel.themeEditorUrl;
    if (editor !== null) {
      return (
        <Button variant={variant} url={editor} target="_blank" accessibilityLabel={`${label}: ${t(`steps.${step.name}.title`)}`}>
          {label}
        </Button>
      );
    }
    if (!step.done) {
      return (
        <Button variant={variant} loading={viewModel.pending === 'embed'} onClick={() => void viewModel.switchEmbedOn()}>
          {t('embedSwitch')}
        </Button>
      );
    }
  }
  return (
    <Button variant={variant} onClick={() => void navigate(step.path)}>
      {label}
    </Button>
  );
});
