// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode, useEffect } from 'react';
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

/** Loads on its first sync and drops answers that arrive after `dispose`, as the list view-models do. */
class LoadingViewModel {
  status: 'loading' | 'ready' = 'loading';
  disposed = false;
  private synced = false;

  constructor() {
    makeAutoObservable(this);
  }

  sync(): void {
    if (this.synced) return;
    this.synced = true;
    void Promise.resolve().then(() =>
      runInAction(() => {
        if (!this.disposed) this.status = 'ready';
      }),
    );
  }

  dispose(): void {
    this.disposed = true;
  }
}

const resolver: ClassResolver = { resolve: <T,>(type: Newable<T>) => new type() };

function Counter() {
  const viewModel = useViewModel(CounterViewModel);
  return <p>view-model {viewModel.id}</p>;
}

const Loader = observer(function Loader() {
  const viewModel = useViewModel(LoadingViewModel);
  useEffect(() => viewModel.sync(), [viewModel]);
  return <p>{viewModel.status}</p>;
});

const flushMicrotasks = () => act(() => Promise.resolve());

describe('useViewModel', () => {
  it('gives each mount one view-model for its lifetime and disposes it on unmount', async () => {
    CounterViewModel.created = 0;
    CounterViewModel.disposed = 0;
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
    await flushMicrotasks();
    expect(CounterViewModel.disposed).toBe(1);
  });

  it("survives StrictMode's mount, unmount and mount: the screen's load completes and nothing is disposed until unmount", async () => {
    CounterViewModel.disposed = 0;
    const view = render(
      <StrictMode>
        <ResolverProvider resolver={resolver}>
          <Loader />
          <Counter />
        </ResolverProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
    await flushMicrotasks();
    expect(CounterViewModel.disposed).toBe(0);
    view.unmount();
    await flushMicrotasks();
    expect(CounterViewModel.disposed).toBe(1);
  });
});
