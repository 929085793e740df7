import { AppProvider } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useService } from '../kit/view-model-context';
import { AdminLink } from './admin-link';
import { PolarisWords, type PolarisTranslations } from './polaris-translations';

/** Polaris' words for the current admin language; use inside an `observer` component. */
export function usePolarisTranslations(): PolarisTranslations {
  return useService(PolarisWords).translations;
}

/** Polaris' `AppProvider` speaking the admin language (re-renders when it changes), its links moving client-side. */
export const PolarisAppProvider = observer(function PolarisAppProvider({ children }: { readonly children: ReactNode }) {
  return (
    <AppProvider i18n={usePolarisTranslations()} linkComponent={AdminLink}>
      {children}
    </AppProvider>
  );
});
