import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

/** `npm ci` on the Node the README names prints no warning (README: Quick start; decision 0036). */
interface LockedPackage { engines?: { node?: string } | string[]; hasInstallScript?: boolean }
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lockedPackages = Object.entries((JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> }).packages)
  .filter(([path]) => path !== '');
const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('a clean install of the app', () => {
  it('holds no package that refuses the oldest Node the app supports', () => {
    const oldestNode = minVersion(manifest.engines.node)!.version;
    const refusing = lockedPackages
      .filter(([, locked]) => !Array.isArray(locked.engines) && locked.engines?.node && !satisfies(oldestNode, locked.engines.node))
      .map(([path, locked]) => `${packageName(path)} (node ${(locked.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });

  it('has every install script approved, so npm lists none as pending', () => {
    const pending = lockedPackages
      .filter(([path, locked]) => locked.hasInstallScript && !manifest.allowScripts?.[packageName(path)])
      .map(([path]) => packageName(path));
    expect(pending).toEqual([]);
  });
});
