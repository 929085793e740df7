import '../kit/polaris-complete';
import { Banner, Page } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { ResourcePickerDialog } from './resource-picker-dialog';
import { ResourcePickerPageViewModel } from './resource-picker-page.view-model';

/** Public /resource_picker: the picker for a sister app's frame or pop-up, set up by `window.name`. */
export const ResourcePickerPageScreen = observer(function ResourcePickerPageScreen() {
  const { t } = useTranslation('picker');
  const vm = useViewModel(ResourcePickerPageViewModel);
  useEffect(() => {
    vm.start();
    return () => vm.stop();
  }, [vm]);

  if (vm.problem) {
    return (
      <Page title={t('page.title')}>
        <Banner tone="critical" title={t('config.title')}>
          <p>{t(vm.problem.key, { field: vm.problem.field ?? '' })}</p>
        </Banner>
      </Page>
    );
  }
  const config = vm.config;
  if (!config) return null;
  return (
    <ResourcePickerDialog
      open={!vm.isFinished}
      type={config.type}
      action={config.action}
      limit={config.limit === 'single' || typeof config.limit === 'number' ? config.limit : undefined}
      selectedIds={config.selectedIds}
      appId={config.appId}
      shop={config.shop}
      adminToken={vm.adminToken}
      status={config.status}
      onSelect={(selection) => vm.select(selection)}
      onCancel={() => vm.cancel()}
    />
  );
});
