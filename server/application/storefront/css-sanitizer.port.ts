/** Merchant CSS made safe to put in a <style> element on the storefront (docs/product/storefront.md#custom-css). */
export interface SanitizedCss {
  readonly css: string;
  /** What was taken out, in the merchant's words' order: '@import url(…)', 'expression(…)', … */
  readonly removed: readonly string[];
}

export interface CssSanitizer {
  sanitize(css: string): SanitizedCss;
}
