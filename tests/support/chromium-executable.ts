import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT =
  'No Chromium for the e2e suite: install it with `apt-get install -y chromium` (Debian) or set PLAYWRIGHT_CHROMIUM_PATH.';

/** PLAYWRIGHT_CHROMIUM_PATH, else Debian's chromium, else Playwright's own download. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string {
  const candidates = [env.PLAYWRIGHT_CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightOwnChromium()];
  const found = candidates.find((path): path is string => Boolean(path) && exists(path as string));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

function playwrightOwnChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
