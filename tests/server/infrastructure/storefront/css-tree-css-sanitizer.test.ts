import { describe, expect, it } from 'vitest';
import { CssTreeCssSanitizer } from '../../../../server/infrastructure/storefront/css-tree-css-sanitizer';

const sanitizer = new CssTreeCssSanitizer();

describe("merchant CSS, made safe for the storefront's <style>", () => {
  it('keeps ordinary rules, media queries and https or inline images', () => {
    const css = '.starling-card{padding:0;border:1px solid #eee}@media (max-width:600px){.starling-card{padding:4px}}.a{background:url(https://cdn.example/a.png)}.b{background:url(/cdn/shop/files/b.png)}';
    expect(sanitizer.sanitize(css)).toEqual({ css, removed: [] });
  });

  it.each([
    ['a remote @import', '@import url(https://evil.example/x.css);.a{color:red}', '.a{color:red}', ['@import url(https://evil.example/x.css);']],
    ['expression()', '.b{width:expression(alert(1));color:red}', '.b{color:red}', ['width: expression(alert(1))']],
    ['a javascript: URL', '.c{background:url("javascript:void(0)")}', '.c{}', ['background: url(javascript:void\\(0\\))']],
    ['an http URL', '.c{background:url(http://tracker.example/p.gif)}', '.c{}', ['background: url(http://tracker.example/p.gif)']],
    ['a data: page', '.c{background:url(data:text/html,x)}', '.c{}', ['background: url(data:text/html,x)']],
    ['an http address in image-set()', '.g{background-image:image-set("http://t.example/p.png" 1x)}', '.g{}', ['background-image: image-set("http://t.example/p.png"1x)']],
    ['-moz-binding and behavior', '.d{-moz-binding:url(x.xml#y);behavior:url(x.htc)}', '.d{}', ['-moz-binding: url(x.xml#y)', 'behavior: url(x.htc)']],
    ['text the parser cannot read', '.e{color:red;;; .f {', '.e{color:red}', ['.f {']],
  ])('takes out %s and says so', (_case, css, kept, removed) => {
    const result = sanitizer.sanitize(css);
    expect(result.css).toBe(kept);
    expect(result.removed.map((text) => text.replace(/"/g, ''))).toEqual(removed.map((text) => text.replace(/"/g, '')));
  });

  it('never lets text close the <style> element', () => {
    const { css } = sanitizer.sanitize('.q::after{content:"</style><script>alert(1)</script>"}.r{color:red}</style><script>alert(2)</script>');
    expect(css).not.toMatch(/</);
    expect(css).toContain('\\3c /style>');
  });
});
