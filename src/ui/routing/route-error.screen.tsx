import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { LoadFailedScreen } from '../errors/load-failed.screen';
import { useViewModel } from '../kit/view-model-context';
import { ConnectingScreen } from './connecting.screen';
import { RouteErrorViewModel } from './route-error.view-model';

/**
 * What a route shows when its screen or loader fails: a stale bundle reopens the page once
 * (docs/product/errors.md); anything else, or a second stale failure, shows the load-failed page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const viewModel = useViewModel(RouteErrorViewModel);
  const [reopening] = useState(() => viewModel.willReopen(error, path));

  useEffect(() => viewModel.settle(error, path), [viewModel, error, path]);

  return reopening ? <ConnectingScreen /> : <LoadFailedScreen />;
}
