import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { EmbeddedNavMenuViewModel } from './main-menu.view-model';

/** Renders nothing: hands the menu, in the current language, to the Shopify admin's app navigation. */
export function EmbeddedNavMenu() {
  const viewModel = useViewModel(EmbeddedNavMenuViewModel);
  const { t } = useTranslation('shell');
  // `t` changes when the language (and its words) change.
  useEffect(() => viewModel.publish((key) => t(key)), [viewModel, t]);
  return null;
}
