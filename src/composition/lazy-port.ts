/** A port whose every method answers with a promise: what an adapter loaded on first use can stand in for. */
export type AsyncPort<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? T[K] : never };

type Method = (...args: unknown[]) => Promise<unknown>;

/** A class instance, not a plain object: MobX keeps it as a reference in an observable view-model. */
class LazyPort {}

/**
 * The port `T`, its adapter loaded with the first call (docs/decisions/0046-first-screen-bundle.md):
 * each method waits for `load`, then calls the adapter's. `methods` names every method once (the
 * typecheck holds it to the port's). A failed load is tried again on the next call.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>, methods: Readonly<Record<keyof T, true>>): T {
  let loading: Promise<T> | null = null;
  const adapter = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const port = new LazyPort() as Record<keyof T, Method>;
  for (const name of Object.keys(methods) as (keyof T)[]) {
    port[name] = async (...args) => ((await adapter())[name] as Method)(...args);
  }
  return port as unknown as T;
}
