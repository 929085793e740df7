import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, integrationNamed } from '../../../src/domain/integrations/integrations';

describe('the integrations registry', () => {
  it('lists the four integrations of the spec, each at its own /integrated screen', () => {
    expect(INTEGRATIONS.map((integration) => integration.key)).toEqual(['google_shopping', 'klaviyo', 'instagram', 'channelwill']);
    for (const { key } of INTEGRATIONS) expect(integrationNamed(key).path).toBe(`/integrated/${key}`);
  });

  it('refuses a key it does not know', () => {
    expect(() => integrationNamed('myspace' as never)).toThrow('unknown integration myspace');
  });
});
