import { describe, expect, it } from 'vitest';
import { enableDevelopmentThemeEmbed, getNewSetupGuide, skipSetupGuide } from '../../../src/contracts/setup-guide.contract';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpSetupGuideGateway } from '../../../src/infrastructure/http/http-setup-guide-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { OPEN_GUIDE } from '../../fakes/fake-setup-guide-gateway';

describe('HttpSetupGuideGateway', () => {
  it('reads get_new_setup_guide and posts skip_setup_guide and enable_development_theme_embed', async () => {
    const skipped = { ...OPEN_GUIDE, skip_install: 1 as const };
    const embedded = { ...OPEN_GUIDE, completed: 1 };
    const api = new FakeApiClient().onGet(getNewSetupGuide.path, OPEN_GUIDE).onPost(skipSetupGuide.path, skipped).onPost(enableDevelopmentThemeEmbed.path, embedded);
    const gateway = new HttpSetupGuideGateway(new ApiContractClient(api));
    expect(await gateway.guide()).toEqual(OPEN_GUIDE);
    expect(await gateway.skip()).toEqual(skipped);
    expect(await gateway.enableDevelopmentThemeEmbed()).toEqual(embedded);
    expect(api.callsTo('POST', skipSetupGuide.path)).toHaveLength(1);
  });
});
