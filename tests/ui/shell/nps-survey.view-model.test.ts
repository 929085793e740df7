import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { dismissNps, submitNps } from '../../../src/contracts/nps.contract';
import { getShopConfigs } from '../../../src/contracts/shop-config.contract';
import { NpsSurveyViewModel } from '../../../src/ui/shell/nps-survey.view-model';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';

function survey({ embedded = true, flag = '1' }: { embedded?: boolean; flag?: string } = {}) {
  const session = new AppSessionStore();
  session.setEmbedded(embedded);
  const shopConfig = new FakeShopConfigs({ is_show_nps: flag });
  const client = shopConfig.answer().on(submitNps, { is_show_nps: '0' }).on(dismissNps, { is_show_nps: '0' });
  return { vm: new NpsSurveyViewModel(session, client), shopConfig, client };
}

describe('NpsSurveyViewModel', () => {
  it('shows the survey embedded when the shop is asked', async () => {
    const { vm } = survey();
    await vm.load();
    expect(vm.visible).toBe(true);
  });

  it('stays hidden standalone, without asking the server', async () => {
    const { vm, client } = survey({ embedded: false });
    await vm.load();
    expect(vm.visible).toBe(false);
    expect(client.callsTo(getShopConfigs)).toEqual([]);
  });

  it('stays hidden when the shop is not asked or the flag cannot be read', async () => {
    const notAsked = survey({ flag: '0' });
    await notAsked.vm.load();
    expect(notAsked.vm.visible).toBe(false);
    const failing = survey();
    failing.shopConfig.failure = new ApiError('network', 'Network Error');
    await failing.vm.load();
    expect(failing.vm.visible).toBe(false);
  });

  it('asks for a score before sending anything', async () => {
    const { vm, client } = survey();
    await vm.load();
    await vm.submit();
    expect(vm.scoreMissing).toBe(true);
    expect(client.callsTo(submitNps)).toEqual([]);
    vm.chooseScore(7);
    expect(vm.scoreMissing).toBe(false);
  });

  it('sends the score and the trimmed comment, then hides the survey', async () => {
    const { vm, client } = survey();
    await vm.load();
    vm.chooseScore(8);
    vm.setComment('  Faster imports  ');
    await vm.submit();
    expect(client.callsTo(submitNps)).toEqual([{ score: 8, comment: 'Faster imports' }]);
    expect(vm.visible).toBe(false);
  });

  it('sends no comment when none was written', async () => {
    const { vm, client } = survey();
    await vm.load();
    vm.chooseScore(0);
    vm.setComment('   ');
    await vm.submit();
    expect(client.callsTo(submitNps)).toEqual([{ score: 0 }]);
  });

  it('keeps the survey and the answer when the server refuses, and says so', async () => {
    const { vm, client } = survey();
    await vm.load();
    client.fail(submitNps, new ApiError('envelope', 'score: must be a whole number from 0 to 10', 42200));
    vm.chooseScore(5);
    await vm.submit();
    expect(vm.visible).toBe(true);
    expect(vm.submitFailed).toBe(true);
    expect(vm.score).toBe(5);
    expect(vm.submitting).toBe(false);
  });

  it('closing hides it at once and tells the server, even if the server cannot be reached', async () => {
    const { vm, client } = survey();
    await vm.load();
    await vm.close();
    expect(vm.visible).toBe(false);
    expect(client.callsTo(dismissNps)).toHaveLength(1);
    const offline = survey();
    await offline.vm.load();
    offline.client.fail(dismissNps, new ApiError('network', 'Network Error'));
    await offline.vm.close();
    expect(offline.vm.visible).toBe(false);
  });
});
