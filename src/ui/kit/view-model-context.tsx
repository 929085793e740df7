import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor, as DI containers take them
export type Newable<T> = new (...args: any[]) => T;

/** Resolves classes from the DI container; provided once by the composition root. */
export interface ClassResolver {
  resolve<T>(type: Newable<T>): T;
}

const ResolverContext = createContext<ClassResolver | null>(null);

export function ResolverProvider({ resolver, children }: { resolver: ClassResolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

function useResolver(): ClassResolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useViewModel needs a ResolverProvider above it.');
  return resolver;
}

interface Disposable {
  dispose(): void;
}

function isDisposable(value: unknown): value is Disposable {
  return typeof (value as Partial<Disposable> | null)?.dispose === 'function';
}

/**
 * A view-model for this mount's lifetime, disposed (when it has `dispose`) once the component
 * unmounts.
 *
 * React StrictMode (development) runs every effect's cleanup and then the effect again right
 * after mounting, with the same state. Disposing there would leave the screen with a view-model
 * whose loads are cut off and whose starting effects see nothing new to do (the lists stayed on
 * "loading"). So the disposal waits for the microtask after the cleanup and is called off when
 * the effect runs again in between: only a real unmount disposes. Starting effects still run
 * twice under StrictMode and must be idempotent (the lists' `syncFromUrl`, a form's `load`).
 */
export function useViewModel<T>(type: Newable<T>): T {
  const resolver = useResolver();
  const [viewModel] = useState(() => resolver.resolve(type));
  const mounts = useRef(0);
  useEffect(() => {
    mounts.current += 1;
    return () => {
      mounts.current -= 1;
      queueMicrotask(() => {
        if (mounts.current === 0 && isDisposable(viewModel)) viewModel.dispose();
      });
    };
  }, [viewModel]);
  return viewModel;
}

/** A shared (singleton) service such as the error banner or the session; never disposed here. */
export function useService<T>(type: Newable<T>): T {
  const resolver = useResolver();
  const [service] = useState(() => resolver.resolve(type));
  return service;
}
