// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResolverProvider, useViewModel, type ClassResolver, type Newable } from '../../../src/ui/kit/view-model-context';

class CounterViewModel {
  static created = 0;
  static disposed = 0;
  readonly id = ++CounterViewModel.created;
  dispose(): void {
    CounterViewModel.disposed += 1;
  }
}

const resolver: ClassResolver = { resolve: <T,>(type: Newable<T>) => new type() };

function Counter() {
  const viewModel = useViewModel(CounterViewModel);
  return <p>view-model {viewModel.id}</p>;
}

describe('useViewModel', () => {
  it('gives each mount one view-model for its lifetime and disposes it on unmount', () => {
    const view = render(
      <ResolverProvider resolver={resolver}>
        <Counter />
      </ResolverProvider>,
    );
    view.rerender(
      <ResolverProvider resolver={resolver}>
        <Counter />
      </ResolverProvider>,
    );
    expect(screen.getByText('view-model 1')).toBeTruthy();
    expect(CounterViewModel.created).toBe(1);
    view.unmount();
    expect(CounterViewModel.disposed).toBe(1);
  });
});
