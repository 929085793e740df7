import { type CollectEmailType, type EmailTemplateSettings } from '../../../src/domain/collect/collect-emails';
import { type CollectEmailWords } from '../../../src/domain/collect/collect-email-words';
import { carriesDiscountCode, DEFAULT_EMAIL_COLORS, fillPlaceholders } from '../../../src/domain/collect/email-templates';
import { type CollectEmailContext, type RenderedEmail } from './collect-email-renderer.port';

/**
 * Draws a collect e-mail (docs/product/collect-emails.md#the-e-mail): plain escaped substitution
 * into a fixed HTML e-mail layout, not a template engine. The merchant's texts are plain text with
 * a closed set of placeholders (checked on save), so nothing a merchant or a customer types can
 * become markup or logic: placeholders are filled first, then every text is escaped once.
 *
 * The layout follows the rules mail clients need: tables for layout, inline styles only (no
 * <style>, no script), at most 600px wide, alt text on every image, absolute links, and a
 * plain-text part with the same words and links.
 */

export const EMAIL_MAX_WIDTH_PX = 600;
export const STAR_COUNT = 5;
const STAR = '\u2605';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface CollectEmailDrawing {
  readonly type: CollectEmailType;
  /** The template with its texts in `language` (defaults filled). */
  readonly settings: EmailTemplateSettings;
  readonly language: string;
  readonly words: CollectEmailWords;
  readonly shopName: string;
  /** The storefront's address: the discount mail's button. */
  readonly shopUrl: string;
  readonly context: CollectEmailContext;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** An absolute http(s) address, or null: nothing else becomes a link or an image. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The product's review address with the tapped star: `rating=N` added to its query. */
export function withRating(reviewUrl: string, rating: number): string {
  const url = new URL(reviewUrl);
  url.searchParams.set('rating', String(rating));
  return url.href;
}

function color(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}

/** The values the placeholders are filled with, as plain text. */
export function placeholderValues(drawing: Pick<CollectEmailDrawing, 'context' | 'shopName'>): Record<string, string> {
  const { context } = drawing;
  const { discount } = context;
  return {
    customer_name: context.customerName,
    shop_name: drawing.shopName,
    order_number: context.orderName,
    product_name: context.products.map((product) => product.title).join(', '),
    discount_code: discount?.code ?? '',
    discount_value: discount?.valueText ?? '',
    Discount_amount: discount?.amount ?? '',
    currency: discount?.currency ?? '',
    share_link: context.referral?.shareUrl ?? '',
    friend_reward: context.referral?.friendReward ?? '',
  };
}

function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const row = (content: string, padding = '0 32px 16px') => `<tr><td style="padding:${padding};">${content}</td></tr>`;

export function drawCollectEmail(drawing: CollectEmailDrawing): RenderedEmail {
  const { settings, words, context, type } = drawing;
  const values = placeholderValues(drawing);
  const fill = (text: string) => fillPlaceholders(text, values);
  const subject = fill(settings.subject).replace(/\s+/g, ' ').trim();
  const heading = fill(settings.heading);
  const body = paragraphs(fill(settings.body));
  const buttonText = fill(settings.button_text);
  const accent = color(settings.accent_color, DEFAULT_EMAIL_COLORS.accent_color);
  const buttonColor = color(settings.button_text_color, DEFAULT_EMAIL_COLORS.button_text_color);
  const background = color(settings.background_color, DEFAULT_EMAIL_COLORS.background_color);
  const logo = safeUrl(settings.logo_url);
  const buttonUrl = safeUrl(carriesDiscountCode(type) ? drawing.shopUrl : (context.referral?.shareUrl ?? context.reviewUrl));
  const unsubscribe = safeUrl(context.unsubscribeUrl);
  const withStars = type === 'request_1' || type === 'request_2' || type === 'request_3';
  const fromWords = (text: string, extra: Record<string, string> = {}) => fillPlaceholders(text, { ...values, ...extra });

  const html: string[] = [];
  const text: string[] = [];

  if (logo) {
    html.push(row(`<img src="${escapeHtml(logo)}" alt="${escapeHtml(drawing.shopName)}" width="160" style="display:block;max-width:160px;height:auto;border:0;">`, '24px 32px 8px'));
  }
  html.push(row(`<h1 style="margin:0;${FONT}font-size:24px;line-height:32px;font-weight:700;color:#1f2124;">${escapeHtml(heading)}</h1>`, `${logo ? 16 : 32}px 32px 16px`));
  text.push(heading, '');
  for (const paragraph of body) {
    html.push(row(`<p style="margin:0;${FONT}font-size:16px;line-height:24px;color:#303030;">${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`));
    text.push(paragraph, '');
  }

  if (withStars) {
    for (const product of context.products) {
      const reviewUrl = safeUrl(product.reviewUrl);
      const image = safeUrl(product.imageUrl);
      const stars = reviewUrl
        ? Array.from({ length: STAR_COUNT }, (_, index) => {
            const rating = index + 1;
            const label = escapeHtml(fromWords(words.starLabel, { n: String(rating) }));
            return `<a href="${escapeHtml(withRating(reviewUrl, rating))}" title="${label}" aria-label="${label}" style="${FONT}font-size:32px;line-height:40px;color:${accent};text-decoration:none;padding:0 2px;">${STAR}</a>`;
          }).join('')
        : '';
      const imageCell = image
        ? `<td width="72" valign="top" style="width:72px;padding:0 12px 0 0;"><img src="${escapeHtml(image)}" alt="${escapeHtml(product.title)}" width="72" height="72" style="display:block;width:72px;height:72px;border:0;border-radius:4px;object-fit:cover;"></td>`
        : '';
      html.push(
        row(
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e3e3e3;border-radius:8px;"><tr><td style="padding:12px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${imageCell}<td valign="top" style="${FONT}">` +
            `<p style="margin:0 0 4px;${FONT}font-size:16px;line-height:22px;font-weight:600;color:#1f2124;">${escapeHtml(product.title)}</p>` +
            `<p style="margin:0;${FONT}font-size:14px;line-height:20px;color:#616161;">${escapeHtml(fromWords(words.rateProduct, { product_name: product.title }))}</p>` +
            `<p style="margin:4px 0 0;">${stars}</p></td></tr></table></td></tr></table>`,
        ),
      );
      text.push(`${product.title}: ${fromWords(words.rateProduct, { product_name: product.title })}`);
      if (reviewUrl) for (let rating = 1; rating <= STAR_COUNT; rating += 1) text.push(`  ${fromWords(words.starLabel, { n: String(rating) })}: ${withRating(reviewUrl, rating)}`);
      text.push('');
    }
  }

  if (carriesDiscountCode(type) && context.discount) {
    html.push(
      row(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px dashed ${accent};border-radius:8px;"><tr><td align="center" style="padding:16px;">` +
          `<p style="margin:0 0 4px;${FONT}font-size:14px;line-height:20px;color:#616161;">${escapeHtml(words.discountCode)}</p>` +
          `<p style="margin:0;font-family:'Courier New',Courier,monospace;font-size:24px;line-height:32px;font-weight:700;letter-spacing:2px;color:#1f2124;">${escapeHtml(context.discount.code)}</p>` +
          `</td></tr></table>`,
      ),
    );
    text.push(`${words.discountCode}: ${context.discount.code}`, '');
  }

  if (buttonUrl) {
    html.push(
      row(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td align="center" bgcolor="${accent}" style="border-radius:6px;background-color:${accent};">` +
          `<a href="${escapeHtml(buttonUrl)}" style="display:inline-block;padding:12px 28px;${FONT}font-size:16px;line-height:24px;font-weight:600;color:${buttonColor};text-decoration:none;border-radius:6px;">${escapeHtml(buttonText)}</a>` +
          `</td></tr></table>`,
        '8px 32px 32px',
      ),
    );
    text.push(`${buttonText}: ${buttonUrl}`, '');
  }

  const footer = fromWords(words.footer);
  const unsubscribeHtml = unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}" style="color:#616161;text-decoration:underline;">${escapeHtml(words.unsubscribe)}</a>` : '';
  text.push('--', footer);
  if (unsubscribe) text.push(`${words.unsubscribe}: ${unsubscribe}`);

  const document =
    `<!DOCTYPE html><html lang="${escapeHtml(drawing.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:${background};">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${background};"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="${EMAIL_MAX_WIDTH_PX}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_MAX_WIDTH_PX}px;background-color:#ffffff;border-radius:8px;">` +
    html.join('') +
    `</table>` +
    `<table role="presentation" width="${EMAIL_MAX_WIDTH_PX}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${EMAIL_MAX_WIDTH_PX}px;"><tr><td align="center" style="padding:16px 32px;${FONT}font-size:12px;line-height:18px;color:#616161;">${escapeHtml(footer)}${unsubscribeHtml}</td></tr></table>` +
    `</td></tr></table></body></html>`;

  return { subject, html: document, text: `${text.join('\n').trim()}\n`, language: drawing.language };
}
