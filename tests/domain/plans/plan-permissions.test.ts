import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_PLAN_PERMISSIONS,
  hasPermission,
  parsePlanPermissions,
  PLAN_PERMISSIONS_COOKIE_MAX_AGE_SECONDS,
  serializePlanPermissions,
  permissionsForPlan,
} from '../../../src/domain/plans/plan-permissions';

describe('plan permissions', () => {
  it('reads remove_branding and keeps every other key as sent', () => {
    const permissions = parsePlanPermissions('{"remove_branding":1,"max_widgets":6,"flags":{"a":"1"}}');
    expect(permissions).toEqual({
      removeBranding: true,
      otherPermissions: { max_widgets: 6, flags: { a: '1' } },
    });
  });

  it('accepts permissions that are already an object', () => {
    expect(parsePlanPermissions({ remove_branding: true, video_reviews: '1' })).toEqual({
      removeBranding: true,
      otherPermissions: { video_reviews: '1' },
    });
  });

  it('accepts permissions encoded as JSON twice', () => {
    expect(parsePlanPermissions(JSON.stringify(JSON.stringify({ remove_branding: '1' }))).removeBranding).toBe(true);
    expect(parsePlanPermissions(JSON.stringify('not json'))).toEqual(EMPTY_PLAN_PERMISSIONS);
  });

  it('lets the shop remove branding only for a granting value', () => {
    for (const value of [true, 1, '1', 'true', 'TRUE', ' 1 ']) {
      expect(parsePlanPermissions({ remove_branding: value }).removeBranding).toBe(true);
    }
    for (const value of [false, 0, 2, '0', '2', 'false', 'yes', null, undefined, {}]) {
      expect(parsePlanPermissions({ remove_branding: value }).removeBranding).toBe(false);
    }
  });

  it('gives empty permissions for empty or malformed input instead of failing', () => {
    for (const raw of ['', '   ', '{', 'null', '[1,2]', '42', null, undefined, 42, [], true]) {
      expect(parsePlanPermissions(raw)).toEqual(EMPTY_PLAN_PERMISSIONS);
    }
  });

  it('never throws, whatever text the server sends', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parsePlanPermissions(text).removeBranding).toBe('boolean');
      }),
    );
  });

  it('gates other features by their permission key', () => {
    const permissions = parsePlanPermissions({ remove_branding: '1', video_reviews: 1, qa: '2' });
    expect(hasPermission(permissions, 'remove_branding')).toBe(true);
    expect(hasPermission(permissions, 'video_reviews')).toBe(true);
    expect(hasPermission(permissions, 'qa')).toBe(false);
    expect(hasPermission(permissions, 'unknown_feature')).toBe(false);
    expect(hasPermission(EMPTY_PLAN_PERMISSIONS, 'remove_branding')).toBe(false);
  });

  it('keeps the permissions cookie for one day', () => {
    expect(PLAN_PERMISSIONS_COOKIE_MAX_AGE_SECONDS).toBe(24 * 60 * 60);
  });

  it('reads back from the cookie exactly what was stored', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.dictionary(
          fc.string().filter((key) => key !== 'remove_branding'),
          fc.jsonValue(),
        ),
        (removeBranding, otherPermissions) => {
          const permissions = { removeBranding, otherPermissions };
          // JSON itself turns -0 into 0; everything else must survive the cookie unchanged.
          const asJson = JSON.parse(JSON.stringify(otherPermissions)) as unknown;
          expect(parsePlanPermissions(serializePlanPermissions(permissions))).toEqual({
            removeBranding,
            otherPermissions: asJson,
          });
        },
      ),
    );
  });

  it('writes remove_branding in the server key for the cookie', () => {
    expect(JSON.parse(serializePlanPermissions({ removeBranding: true, otherPermissions: { a: 1 } }))).toEqual({
      a: 1,
      remove_branding: true,
    });
  });
});

describe('permissions a plan grants', () => {
  it('lets every paid plan remove the branding, and not Free or legacy-user', () => {
    for (const id of [3, 4, 5, 6, 7, 8, 9, 10]) expect(permissionsForPlan(id).removeBranding).toBe(true);
    expect(permissionsForPlan(2).removeBranding).toBe(false);
    expect(permissionsForPlan(1).removeBranding).toBe(false);
    expect(permissionsForPlan('nope').removeBranding).toBe(false);
  });
});
