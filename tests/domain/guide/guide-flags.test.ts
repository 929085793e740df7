import { describe, expect, it } from 'vitest';
import { GUIDE_SETUP_FLAG_KEYS, SHOP_GUIDE_GROUP_KEY } from '../../../src/domain/guide/guide-flags';
import { GUIDE_STEPS } from '../../../src/domain/guide/guide-steps';
import { SHOP_CONFIG_FLAG_KEYS } from '../../../src/domain/shop/shop-config-flags';

describe('guide setup flags', () => {
  it('are the banner flag and every flag a guide step is completed by, in the order of the product docs', () => {
    const stepFlags = Object.values(GUIDE_STEPS).flatMap((step) => (step.completion.kind === 'flag' ? [step.completion.flag] : []));
    expect(GUIDE_SETUP_FLAG_KEYS).toEqual(['is_guide_banner', ...stepFlags]);
  });

  it('are shop config flags, while the group is a key of its own', () => {
    for (const key of GUIDE_SETUP_FLAG_KEYS) expect(SHOP_CONFIG_FLAG_KEYS).toContain(key);
    expect(SHOP_GUIDE_GROUP_KEY).toBe('shop_guide_group');
    expect(SHOP_CONFIG_FLAG_KEYS).not.toContain(SHOP_GUIDE_GROUP_KEY);
  });
});
