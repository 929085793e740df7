import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, findIntegration } from '../../../src/domain/integrations/integrations';

describe('the integrations registry', () => {
  it('lists the four integrations of the spec, each at its own /integrated screen', () => {
    expect(INTEGRATIONS.map((integration) => integration.key)).toEqual(['google_shopping', 'klaviyo', 'instagram', 'channelwill']);
    for (const { key } of INTEGRATIONS) expect(findIntegration(key)?.path).toBe(`/integrated/${key}`);
  });

  it('knows no other key', () => {
    expect(findIntegration('myspace')).toBeUndefined();
  });
});
