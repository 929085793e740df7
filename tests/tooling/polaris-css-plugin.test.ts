import { describe, expect, it } from 'vitest';
import { polarisClassesIn, prunePolarisRules } from '../../scripts/build/polaris-css-plugin';

const used = new Set(['Polaris-Button', 'Polaris-Button--variantPrimary', 'Polaris-Frame']);

describe("pruning Polaris' stylesheet to the classes the build writes", () => {
  it('keeps the rules of classes the scripts write, in their order, and the rules of no Polaris class', () => {
    const css = ':root{--p-space-100:4px}.Polaris-Button{color:red}.Polaris-Tabs{color:blue}.Polaris-Button--variantPrimary{color:green}html{margin:0}';
    expect(prunePolarisRules(css, used)).toBe(':root{--p-space-100:4px}.Polaris-Button{color:red}.Polaris-Button--variantPrimary{color:green}html{margin:0}');
  });

  it('drops a rule when every selector needs an unwritten class, and only those selectors otherwise', () => {
    expect(prunePolarisRules('.Polaris-Frame .Polaris-Tabs,.Polaris-Tabs__Tab{top:0}', used)).toBe('');
    expect(prunePolarisRules('.Polaris-Tabs,.Polaris-Button{top:0}', used)).toBe('.Polaris-Button{top:0}');
  });

  it('does not count a class under :not() or :is() as needed', () => {
    const css = '.Polaris-Button:not(.Polaris-Tabs){top:0}.Polaris-Frame :is(.Polaris-Tabs){left:0}';
    expect(prunePolarisRules(css, used)).toBe(css);
  });

  it('drops at-rules left empty and keeps keyframes', () => {
    const css = '@media (min-width:48em){.Polaris-Tabs{top:0}}@keyframes p-fade{0%{opacity:0}to{opacity:1}}@media print{.Polaris-Button{top:0}}';
    expect(prunePolarisRules(css, used)).toBe('@keyframes p-fade{0%{opacity:0}to{opacity:1}}@media print{.Polaris-Button{top:0}}');
  });

  it('reads the classes a script writes from its class maps and its own selectors', () => {
    const code = 'var s={Button:"Polaris-Button",primary:"Polaris-Button--variantPrimary"};document.querySelectorAll(".Polaris-Frame-Toast__CloseButton")';
    expect([...polarisClassesIn(code)].sort()).toEqual(['Polaris-Button', 'Polaris-Button--variantPrimary', 'Polaris-Frame-Toast__CloseButton']);
  });
});
