import { useEffect, useState } from 'react';

/**
 * A module loaded the first time it is `wanted`, then kept: for parts a screen draws only now and
 * then. A failed load is tried again when `retryKey` changes while still wanted.
 */
export function useModuleWhen<T extends object>(wanted: boolean, load: () => Promise<T>, retryKey: unknown): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => current && setLoaded(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load, retryKey]);
  return loaded;
}
