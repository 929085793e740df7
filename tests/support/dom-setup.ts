/**
 * Runs before every test file. In files that opt into jsdom (`// @vitest-environment jsdom`),
 * it adds what Polaris expects from a browser and unmounts React trees between tests.
 */
import 'reflect-metadata';
import { afterEach } from 'vitest';
import { takeRequestsTheServerWouldRefuse } from '../fakes/fake-contract-client';
import { staticMediaQueryList } from './media-query-list';

// A test whose admin code sent a request the server would refuse fails, whatever it asserts.
afterEach(async () => {
  const refused = await takeRequestsTheServerWouldRefuse();
  if (refused.length > 0) throw new Error(`The server would refuse what this test's admin code sent:\n${refused.join('\n')}`);
});

if (typeof window !== 'undefined') {
  const testingLibrary = await import('@testing-library/react');
  afterEach(() => testingLibrary.cleanup());
  // findBy… and waitFor wait for what a user would see, up to this long: a screen's first render
  // loads its lazy modules, which takes over the default second on a busy 2-core machine.
  testingLibrary.configure({ asyncUtilTimeout: 10_000 });

  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has one
  window.matchMedia ??= (query: string) => staticMediaQueryList(query, false);
  window.scrollTo = () => undefined;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
