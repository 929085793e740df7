import { describe, expect, it } from 'vitest';
import { belongsToComponent, polarisClassesIn, prunePolarisRules } from '../../scripts/build/polaris-css-plugin';

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

  it("drops a component's keyframes once no kept rule animates with them, and keeps the theme's", () => {
    const css =
      '@keyframes Polaris-Tabs--slide{to{left:0}}@keyframes Polaris-Button--pulse{to{opacity:1}}@keyframes p-motion-keyframes-spin{to{rotate:1turn}}' +
      '.Polaris-Tabs{animation:Polaris-Tabs--slide 1s}.Polaris-Button{animation:Polaris-Button--pulse 1s ease}';
    expect(prunePolarisRules(css, used)).toBe(
      '@keyframes Polaris-Button--pulse{to{opacity:1}}@keyframes p-motion-keyframes-spin{to{rotate:1turn}}.Polaris-Button{animation:Polaris-Button--pulse 1s ease}',
    );
  });

  it("keeps only the given theme's rules", () => {
    const css = ':root,.p-theme-light{--p-color-bg:#fff}.p-theme-dark-experimental{--p-color-bg:#000}.p-theme-dark-experimental .Polaris-Button{top:0}';
    expect(prunePolarisRules(css, new Set([...used, 'p-theme-light']))).toBe(':root,.p-theme-light{--p-color-bg:#fff}');
  });

  it('reads the classes a script writes from its class maps and its own selectors', () => {
    const code = 'var s={Button:"Polaris-Button",primary:"Polaris-Button--variantPrimary"};document.querySelectorAll(".Polaris-Frame-Toast__CloseButton")';
    expect([...polarisClassesIn(code)].sort()).toEqual(['Polaris-Button', 'Polaris-Button--variantPrimary', 'Polaris-Frame-Toast__CloseButton']);
  });

  it("tells a component's classes from a longer component's name", () => {
    expect(['Polaris-Label', 'Polaris-Label__Text', 'Polaris-Label--hidden', 'Polaris-Labelled__LabelWrapper'].filter((c) => belongsToComponent(c, 'Label'))).toEqual([
      'Polaris-Label',
      'Polaris-Label__Text',
      'Polaris-Label--hidden',
    ]);
  });
});
