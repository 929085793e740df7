import { MS_PER_DAY } from '../../../src/domain/shared/time';

/** Whole days since the shop installed the app (shop info `days`); never negative. */
export function daysSinceInstall(installedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - installedAt.getTime()) / MS_PER_DAY));
}
