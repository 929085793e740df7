import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { BillingReturnViewModel } from './billing-return.view-model';

/**
 * Confirms an approved charge when /auth lands on `/` with `charge_id` in the router state;
 * renders nothing. It waits for the `plans` words, which its toast and banner speak.
 */
export function BillingReturn() {
  const location = useLocation();
  const pathname = location.pathname;
  const state: unknown = location.state;
  const { ready } = useTranslation('plans', { useSuspense: false });
  const viewModel = useViewModel(BillingReturnViewModel);
  useEffect(() => {
    if (ready) void viewModel.handle(pathname, state);
  }, [viewModel, ready, pathname, state]);
  return null;
}
