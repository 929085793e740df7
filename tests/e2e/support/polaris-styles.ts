import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import postcss from 'postcss';

/** A selector that styles one Polaris class on its own (`.Polaris-Badge`, `.Polaris-Button:hover`). */
const STANDALONE_SELECTOR = /^\.(Polaris-[A-Za-z0-9_-]+)((?::{1,2}[A-Za-z-]+(?:\([^)]*\))?)*)$/;

let ownRules: readonly string[] | null = null;

/** Every Polaris class that Polaris' complete stylesheet styles on its own. */
function classesWithOwnRules(): readonly string[] {
  if (ownRules) return ownRules;
  const stylesheet = createRequire(import.meta.url).resolve('@shopify/polaris/build/esm/styles.css');
  const classes = new Set<string>();
  postcss.parse(readFileSync(stylesheet, 'utf8')).walkRules((rule) => {
    for (const selector of rule.selectors) {
      const match = STANDALONE_SELECTOR.exec(selector.trim());
      if (match?.[1]) classes.add(match[1]);
    }
  });
  return (ownRules = [...classes]);
}

/**
 * Every Polaris part on the page has its styles: the admin's first stylesheet holds only the rules
 * of the parts the first screen draws (scripts/build/polaris-css-plugin.ts), so a part drawn
 * without them would show unstyled. Lists the classes Polaris styles that no loaded rule names.
 */
export async function expectPolarisStyled(page: Page): Promise<void> {
  const unstyled = await page.evaluate((styled) => {
    const onPage = new Set<string>();
    for (const element of document.querySelectorAll('[class*="Polaris-"]')) {
      for (const name of element.classList) if (name.startsWith('Polaris-')) onPage.add(name);
    }
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(/\.(Polaris-[A-Za-z0-9_-]+)/g)) named.add(match[1] ?? '');
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) read(sheet.cssRules);
    return styled.filter((name) => onPage.has(name) && !named.has(name));
  }, classesWithOwnRules());
  expect(unstyled, 'Polaris parts drawn without their styles').toEqual([]);
}
