import { Component, type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadFailedScreen } from '../errors/load-failed.screen';
import { useViewModel } from '../kit/view-model-context';
import { ConnectingScreen } from './connecting.screen';
import { RouteErrorViewModel } from './route-error.view-model';

/**
 * What a route shows when its screen, its code or its guard fails: a stale bundle reopens the page
 * once (docs/product/errors.md); anything else, or a second stale failure, shows the load-failed page.
 */
export function RouteErrorScreen({ error }: { readonly error: unknown }) {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const viewModel = useViewModel(RouteErrorViewModel);
  const [reopening] = useState(() => viewModel.willReopen(error, path));

  useEffect(() => viewModel.settle(error, path), [viewModel, error, path]);

  return reopening ? <ConnectingScreen /> : <LoadFailedScreen />;
}

interface RouteErrorBoundaryProps {
  /** The shown address: moving to another one leaves a failed screen behind. */
  readonly locationKey: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failure: { readonly error: unknown } | null;
  readonly locationKey: string;
}

/** A screen that throws while drawing shows {@link RouteErrorScreen} until the merchant moves on. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  override render(): ReactNode {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
