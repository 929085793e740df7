import { describe, expect, it } from 'vitest';
import { INSTALL_HINT, findChromium } from '../support/chromium-executable';

const onlyThese = (...paths: string[]) => (path: string) => paths.includes(path);

describe('the Chromium the e2e suite drives', () => {
  it('is PLAYWRIGHT_CHROMIUM_PATH when that exists', () => {
    const env = { PLAYWRIGHT_CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(findChromium(env, onlyThese('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe('/opt/chrome/chrome');
  });

  it("is Debian's chromium when no path is configured or the configured one is missing", () => {
    expect(findChromium({}, onlyThese('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({ PLAYWRIGHT_CHROMIUM_PATH: '/nowhere' }, onlyThese('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it("is Debian's headless shell for the e2e suite when it is installed, else Debian's chromium", () => {
    const both = onlyThese('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');
    expect(findChromium({}, both, { headlessShell: true })).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium({}, both)).toBe('/usr/bin/chromium');
    expect(findChromium({}, onlyThese('/usr/bin/chromium'), { headlessShell: true })).toBe('/usr/bin/chromium');
  });

  it('fails with one line saying how to install Chromium when none exists', () => {
    expect(() => findChromium({}, () => false)).toThrow(INSTALL_HINT);
    expect(INSTALL_HINT).not.toContain('\n');
    expect(INSTALL_HINT).toContain('apt-get install -y chromium');
  });
});
