import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { DialogAction } from '../../../src/ui/kit/dialog-action';
import { ListBulkRun } from '../../../src/ui/kit/list-bulk-run';

describe('ListBulkRun confirmation', () => {
  it('waits while another change runs: the yes does nothing and the dialog stays open', async () => {
    const bulk = new ListBulkRun();
    let finish: () => void = () => undefined;
    const publishing = bulk.run(() => new Promise<void>((resolve) => (finish = resolve)), () => undefined);
    let deleted = 0;
    bulk.ask({ action: 'delete', count: 3 }, () => bulk.run(() => Promise.resolve(void (deleted += 1)), () => undefined));
    await bulk.confirm();
    expect(deleted).toBe(0);
    expect(bulk.pending).toEqual({ action: 'delete', count: 3 });
    finish();
    await publishing;
    await bulk.confirm();
    expect(deleted).toBe(1);
    expect(bulk.pending).toBeNull();
  });
});

describe('DialogAction', () => {
  it("shows the server's words, but no transport text under its translated title", async () => {
    const action = new DialogAction();
    await action.run(() => Promise.reject(new ApiError('envelope', 'plan_id: the charge was declined', 1)));
    expect(action.failure).toBe('plan_id: the charge was declined');
    await action.run(() => Promise.reject(new ApiError('http', 'HTTP 500', null, null, 500)));
    expect(action.failure).toBe('');
    expect(await action.run(() => Promise.resolve())).toBe(true);
    expect(action.failure).toBeNull();
  });
});
