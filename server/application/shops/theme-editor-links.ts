/**
 * Deep links into the shop's theme editor, where the merchant switches our theme app extension
 * on. Always the permanent *.myshopify.com domain: a custom domain does not serve the admin.
 */

/** The theme editor with the App embeds panel open (star ratings and the other embeds). */
export function themeEditorUrl(domain: string): string {
  return `https://${domain}/admin/themes/current/editor?context=apps`;
}

/**
 * The theme editor on the product template, where the reviews widget app block is added.
 * Shopify's `addAppBlockId={api key}/{block handle}` could pre-add the block, but the block's
 * handle arrives with the theme app extension, so this link opens the template only.
 */
export function themeEditorProductTemplateUrl(domain: string): string {
  return `https://${domain}/admin/themes/current/editor?template=product`;
}
