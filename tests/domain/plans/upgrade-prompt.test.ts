import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shouldShowUpgradePrompt } from '../../../src/domain/plans/upgrade-prompt';

describe('upgrade prompt', () => {
  it('shows for shops on the Free or Import plan', () => {
    expect(shouldShowUpgradePrompt('Free')).toBe(true);
    expect(shouldShowUpgradePrompt('Import')).toBe(true);
  });

  it('still recognises the plan name with other casing or surrounding spaces', () => {
    expect(shouldShowUpgradePrompt('free')).toBe(true);
    expect(shouldShowUpgradePrompt(' IMPORT ')).toBe(true);
  });

  it('does not show for paid plans, legacy users or a missing plan name', () => {
    for (const name of ['Starter', 'Growth', 'Enterprise', 'Legacy user', 'Free plan', '', undefined, null, 2]) {
      expect(shouldShowUpgradePrompt(name)).toBe(false);
    }
  });

  it('does not show for any other plan name', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !['free', 'import'].includes(name.trim().toLowerCase())),
        (name) => {
          expect(shouldShowUpgradePrompt(name)).toBe(false);
        },
      ),
    );
  });
});
