import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell: the same Blink, without the full browser around it. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const INSTALL_HINT =
  'No Chromium for the e2e suite: install it with `apt-get install -y chromium` (Debian) or set PLAYWRIGHT_CHROMIUM_PATH.';

export interface ChromiumChoice {
  /**
   * The end-to-end suite never shows its browser: Chromium's headless shell, where installed, runs
   * its pages on about a tenth less CPU than the full browser in headless mode (which is what
   * Playwright itself launches for headless tests). The benches measure what shoppers' browsers do, with the full one.
   */
  readonly headlessShell?: boolean;
}

/** PLAYWRIGHT_CHROMIUM_PATH, else Debian's headless shell (when asked for), else Debian's chromium, else Playwright's own download. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  { headlessShell = false }: ChromiumChoice = {},
): string {
  const candidates = [env.PLAYWRIGHT_CHROMIUM_PATH, headlessShell ? DEBIAN_HEADLESS_SHELL : undefined, DEBIAN_CHROMIUM, playwrightOwnChromium()];
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
