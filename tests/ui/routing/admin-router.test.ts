import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type Admission, type Admit, AdminRouter } from '../../../src/ui/routing/admin-router';

const SHOW: Admission = { kind: 'show', missingHost: false };

/** An admission the test settles by hand, one address at a time. */
function heldAdmissions() {
  const waiting = new Map<string, (admission: Admission) => void>();
  const admit: Admit = (url) => new Promise((resolve) => waiting.set(`${url.pathname}${url.search}`, resolve));
  return {
    admit,
    settle(path: string, admission: Admission = SHOW) {
      const resolve = waiting.get(path);
      if (!resolve) throw new Error(`${path} was never asked for (asked: ${[...waiting.keys()].join(', ')})`);
      waiting.delete(path);
      resolve(admission);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function routerAt(entries: string[], admit: Admit = () => SHOW) {
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 });
  const router = new AdminRouter(history, admit);
  stops.push(router.start());
  return { router, history };
}

const shownPath = (router: AdminRouter) => (router.shown ? `${router.shown.location.pathname}${router.shown.location.search}` : null);

describe('AdminRouter', () => {
  it('shows an address only once it is admitted, and keeps the one before meanwhile', async () => {
    const admissions = heldAdmissions();
    const { router } = routerAt(['/plan'], admissions.admit);
    expect(router.shown).toBeNull();
    admissions.settle('/plan');
    await flush();
    expect(shownPath(router)).toBe('/plan');

    router.navigate('/settings');
    expect(shownPath(router)).toBe('/plan');
    admissions.settle('/settings');
    await flush();
    expect(shownPath(router)).toBe('/settings');
    expect(router.shown?.action).toBe('PUSH');
  });

  it('shows only the last address asked for when an earlier admission settles late', async () => {
    const admissions = heldAdmissions();
    const { router } = routerAt(['/'], admissions.admit);
    admissions.settle('/');
    await flush();
    router.navigate('/plan');
    router.navigate('/qa');
    admissions.settle('/qa');
    await flush();
    admissions.settle('/plan');
    await flush();
    expect(shownPath(router)).toBe('/qa');
  });

  it("follows the guard's redirect in place of the address asked for", async () => {
    const { router, history } = routerAt(['/', '/plan'], (url) => (url.pathname === '/plan' ? { kind: 'redirect', to: '/login?path=%2Fplan' } : SHOW));
    await flush();
    expect(shownPath(router)).toBe('/login?path=%2Fplan');
    // The redirect took the asked-for entry's place: Back goes to the page before it.
    history.go(-1);
    await flush();
    expect(shownPath(router)).toBe('/');
  });

  it('shows the failure at the address whose admission failed', async () => {
    const failure = new Error('chunk failed');
    const { router } = routerAt(['/plan'], () => Promise.reject(failure));
    await flush();
    expect(shownPath(router)).toBe('/plan');
    expect(router.shown?.failure).toEqual({ error: failure });
  });

  it('asks before a held page is left for another, and moves only when the merchant leaves', () => {
    const { router } = routerAt(['/settings']);
    const release = router.holdLeaving();
    router.navigate('/plan');
    expect(router.heldLeave).not.toBeNull();
    expect(shownPath(router)).toBe('/settings');
    router.heldLeave?.stay();
    expect(router.heldLeave).toBeNull();
    expect(shownPath(router)).toBe('/settings');

    router.navigate('/settings?tab=2');
    expect(router.heldLeave).toBeNull();
    expect(shownPath(router)).toBe('/settings?tab=2');

    router.navigate('/plan');
    router.heldLeave?.leave();
    expect(shownPath(router)).toBe('/plan');
    release();
  });

  it("undoes the browser's Back while it asks, and steps back again when the merchant leaves", () => {
    const { router, history } = routerAt(['/plan', '/settings']);
    router.holdLeaving();
    history.go(-1);
    expect(router.heldLeave).not.toBeNull();
    expect(history.location.pathname).toBe('/settings');
    expect(shownPath(router)).toBe('/settings');

    router.heldLeave?.leave();
    expect(history.location.pathname).toBe('/plan');
    expect(shownPath(router)).toBe('/plan');
  });

  it('lets every move through once the last hold is released', () => {
    const { router } = routerAt(['/settings']);
    const first = router.holdLeaving();
    const second = router.holdLeaving();
    first();
    first();
    router.navigate('/plan');
    expect(router.heldLeave).not.toBeNull();
    router.heldLeave?.stay();
    second();
    router.navigate('/plan');
    expect(shownPath(router)).toBe('/plan');
  });

  it('writes a move to the history only once admitted: one overtaken by a later move never reaches it', async () => {
    const admissions = heldAdmissions();
    const { router, history } = routerAt(['/'], admissions.admit);
    admissions.settle('/');
    await flush();
    router.navigate('/plan');
    expect(history.location.pathname).toBe('/');
    router.navigate('/qa');
    admissions.settle('/plan');
    admissions.settle('/qa');
    await flush();
    expect(history.location.pathname).toBe('/qa');
    history.go(-1);
    await flush();
    admissions.settle('/');
    await flush();
    expect(shownPath(router)).toBe('/');
  });

  it('pushes the redirect of a pushed move in its place', async () => {
    const { router, history } = routerAt(['/'], (url) => (url.pathname === '/plan' ? { kind: 'redirect', to: '/login' } : SHOW));
    router.navigate('/plan', { state: { from: '/' } });
    await flush();
    expect(shownPath(router)).toBe('/login');
    history.go(-1);
    expect(shownPath(router)).toBe('/');
  });

  it('goes on with a move waiting for an answer once the changes are saved and the hold released', () => {
    const { router } = routerAt(['/settings']);
    const release = router.holdLeaving();
    router.navigate('/plan');
    expect(router.heldLeave).not.toBeNull();
    release();
    expect(router.heldLeave).toBeNull();
    expect(shownPath(router)).toBe('/plan');
  });
});
