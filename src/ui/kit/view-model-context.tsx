import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

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

/** A fresh view-model for this mount; disposed (when it has `dispose`) on unmount. */
export function useViewModel<T>(type: Newable<T>): T {
  const resolver = useResolver();
  const [viewModel] = useState(() => resolver.resolve(type));
  useEffect(() => () => {
    if (isDisposable(viewModel)) viewModel.dispose();
  }, [viewModel]);
  return viewModel;
}

/** A shared (singleton) service such as the error banner or the session; never disposed here. */
export function useService<T>(type: Newable<T>): T {
  const resolver = useResolver();
  const [service] = useState(() => resolver.resolve(type));
  return service;
}
