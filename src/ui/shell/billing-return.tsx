import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { BillingReturnViewModel } from './billing-return.view-model';

/** Confirms an approved charge when /auth lands on `/` with `charge_id` in the router state; renders nothing. */
export function BillingReturn() {
  const location = useLocation();
  const pathname = location.pathname;
  const state: unknown = location.state;
  const viewModel = useViewModel(BillingReturnViewModel);
  useEffect(() => void viewModel.handle(pathname, state), [viewModel, pathname, state]);
  return null;
}
