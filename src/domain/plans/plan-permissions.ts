import { isServerTruthy, readJsonRecord } from '../shared/server-values';
import { findPlan, type PlanTier } from './plan-catalog';
import { SECONDS_PER_DAY } from '../shared/time';

/** Seconds in one day: how long the plan permissions cookie lives. */
export const PLAN_PERMISSIONS_COOKIE_MAX_AGE_SECONDS = SECONDS_PER_DAY;

/** Server key of the permission that lets a shop remove the "Powered by" branding. */
export const REMOVE_BRANDING_PERMISSION_KEY = 'remove_branding';

export type PermissionEntries = Readonly<Record<string, unknown>>;

export interface PlanPermissions {
  readonly removeBranding: boolean;
  /** Every key other than remove_branding, exactly as the server sent it, for features not modelled yet. */
  readonly otherPermissions: PermissionEntries;
}

export const EMPTY_PLAN_PERMISSIONS: PlanPermissions = { removeBranding: false, otherPermissions: {} };

/**
 * Parses plan permissions from the server (JSON string or object) or from the cookie.
 * Empty, malformed or non-object input gives {@link EMPTY_PLAN_PERMISSIONS}; never throws.
 */
export function parsePlanPermissions(raw: unknown): PlanPermissions {
  const record = readJsonRecord(raw);
  if (record === undefined) return EMPTY_PLAN_PERMISSIONS;
  const otherPermissions = Object.fromEntries(
    Object.entries(record).filter(([key]) => key !== REMOVE_BRANDING_PERMISSION_KEY),
  );
  return {
    removeBranding: isServerTruthy(record[REMOVE_BRANDING_PERMISSION_KEY]),
    otherPermissions,
  };
}

/** Whether a permission key grants its feature; remove_branding reads the typed field. */
export function hasPermission(permissions: PlanPermissions, key: string): boolean {
  if (key === REMOVE_BRANDING_PERMISSION_KEY) return permissions.removeBranding;
  return isServerTruthy(permissions.otherPermissions[key]);
}

/** JSON for the permissions cookie; {@link parsePlanPermissions} reads it back unchanged. */
export function serializePlanPermissions(permissions: PlanPermissions): string {
  return JSON.stringify({
    ...permissions.otherPermissions,
    [REMOVE_BRANDING_PERMISSION_KEY]: permissions.removeBranding,
  });
}

/** Paid tiers may remove the storefront's "Powered by" branding; Free and legacy-user may not. */
const BRANDING_REMOVABLE_TIERS: readonly PlanTier[] = ['starter', 'import', 'growth', 'enterprise'];

/** The permissions a plan grants, as the server hands them to the admin. */
export function permissionsForPlan(planId: unknown): PlanPermissions {
  const tier = findPlan(planId)?.tier;
  return { removeBranding: tier !== undefined && BRANDING_REMOVABLE_TIERS.includes(tier), otherPermissions: {} };
}
