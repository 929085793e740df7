import { type i18n, type TFunction } from 'i18next';
import { isServiceNotice } from '../../../src/domain/notifications/merchant-notifications';
import { escapeHtml } from '../http/html-page';
import {
  type DigestFigures,
  type NotificationContent,
  type NotificationMailParts,
  type NotificationMailRenderer,
  type RenderedNotification,
} from '../../application/notifications/notification-mail.port';


/** Values for a text: as they are for the plain part, escaped for the HTML one. */
type Values = Readonly<Record<string, string | number>>;
function escaped(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]));
}

interface Line {
  readonly key: string;
  readonly values?: Values;
}

interface Mail {
  readonly subject: Line;
  readonly intro: Line;
  /** What to do next, a paragraph after the intro. */
  readonly detail?: Line;
  /** Shopper's words (a review's title and text, a question): quoted as they are, escaped. */
  readonly quote: readonly string[];
  readonly rows: readonly (readonly [label: string, value: string])[];
  readonly button: string;
}

/**
 * The merchant's notification e-mails and service notices (docs/product/notifications.md#the-e-mails)
 * in the admin language, through i18next over the admin's locale files (notification-i18n.ts);
 * every value a shopper or the merchant typed is escaped in the HTML part.
 */
export class I18nextNotificationRenderer implements NotificationMailRenderer {
  constructor(private readonly i18n: i18n) {}

  render(content: NotificationContent, parts: NotificationMailParts): RenderedNotification {
    const t = this.i18n.getFixedT(parts.language, 'notifications');
    const mail = this.compose(t, content, parts);
    const text = (line: Line) => t(line.key, line.values ?? {});
    const html = (line: Line) => t(line.key, escaped(line.values ?? {}));
    // A service notice's footer says why it came and that it cannot be stopped; it has no unsubscribe link.
    const footer: Line = { key: isServiceNotice(content.kind) ? 'email.noticeFooter' : 'email.footer', values: { email: parts.recipient, shop: parts.shopName } };
    const unsubscribeUrl = parts.unsubscribeUrl;
    return {
      subject: text(mail.subject),
      text: [
        text(mail.intro),
        ...(mail.detail ? [text(mail.detail)] : []),
        ...mail.quote,
        ...mail.rows.map(([label, value]) => `${label}: ${value}`),
        `${mail.button}: ${parts.adminUrl}`,
        '',
        text(footer),
        ...(unsubscribeUrl === null ? [] : [`${t('email.unsubscribe')}: ${unsubscribeUrl}`]),
      ].join('\n\n'),
      html: `<!doctype html><html lang="${parts.language}"><head><meta charset="utf-8"><title>${html(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#202223">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${html(mail.intro)}</p>
${mail.detail ? `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${html(mail.detail)}</p>` : ''}
${mail.quote.map((line) => `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #8c9196;white-space:pre-wrap">${escapeHtml(line)}</blockquote>`).join('\n')}
${mail.rows.length > 0 ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${mail.rows.map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
<p style="margin:16px 0"><a href="${escapeHtml(parts.adminUrl)}" style="display:inline-block;background:#303030;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(mail.button)}</a></p>
<p style="font-size:12px;color:#616161;margin:24px 0 0">${html(footer)}${unsubscribeUrl === null ? '' : ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#616161">${escapeHtml(t('email.unsubscribe'))}</a>`}</p>
</div></body></html>`,
    };
  }

  private compose(t: TFunction, content: NotificationContent, parts: NotificationMailParts): Mail {
    if (content.kind === 'digest') {
      const date = new Intl.DateTimeFormat(parts.language, { dateStyle: 'medium', timeZone: 'UTC' });
      const day = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
      return {
        subject: { key: content.from === content.lastDay ? 'email.subject.digest_daily' : 'email.subject.digest_weekly', values: { shop: parts.shopName } },
        intro: { key: 'email.intro.digest', values: { shop: parts.shopName, from: day(content.from), to: day(content.lastDay) } },
        quote: [],
        rows: this.figureRows(t, content.figures, parts),
        button: t('email.open.digest'),
      };
    }
    if (content.kind === 'webhook_disabled') {
      // The address is the merchant's own typing: escaped in the HTML part as every value is.
      const values = { url: content.endpointUrl, since: this.moment(content.failingSince, content.timeZone, parts), shop: parts.shopName };
      return {
        subject: { key: 'email.subject.webhook_disabled', values },
        intro: { key: 'email.intro.webhook_disabled', values },
        detail: { key: 'email.detail.webhook_disabled' },
        quote: [],
        rows: [],
        button: t('email.open.webhooks'),
      };
    }
    if (content.kind === 'compliance_summary') {
      // The compliance namespace's words (docs/product/compliance-auditor.md#weekly).
      const number = new Intl.NumberFormat(parts.language);
      const values = { shop: parts.shopName };
      return {
        subject: { key: 'compliance:email.subject', values },
        intro: { key: 'compliance:email.intro', values },
        quote: [],
        rows: (['critical', 'warning', 'info'] as const).map((severity) => [t(`compliance:severity.${severity}`), number.format(content[severity])]),
        button: t('compliance:card.open'),
      };
    }
    if (content.kind === 'new_question') {
      const { question } = content;
      const values = { author: question.questionerName.trim() || t('email.anonymous'), product: question.productTitle || t('email.storeReview'), shop: parts.shopName };
      return { subject: { key: 'email.subject.new_question', values }, intro: { key: 'email.intro.new_question', values }, quote: [question.body], rows: [], button: t('email.open.question') };
    }
    const { review } = content;
    const values = { author: review.authorName.trim() || t('email.anonymous'), product: review.productTitle || t('email.storeReview'), shop: parts.shopName, rating: review.rating };
    return {
      subject: { key: `email.subject.${content.kind}`, values },
      intro: { key: `email.intro.${content.kind}`, values },
      quote: [review.title, review.body].filter((text) => text.trim() !== ''),
      rows: [[t('email.rating'), `${'★'.repeat(review.rating)}${'☆'.repeat(Math.max(0, 5 - review.rating))} ${review.rating}/5`]],
      button: t('email.open.review'),
    };
  }

  /** A date and time in the admin language, in the shop's time zone and naming it (UTC when the zone is unknown). */
  private moment(at: Date, timeZone: string, parts: NotificationMailParts): string {
    const options = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
    try {
      return new Intl.DateTimeFormat(parts.language, { ...options, timeZone }).format(at);
    } catch {
      return new Intl.DateTimeFormat(parts.language, { ...options, timeZone: 'UTC' }).format(at);
    }
  }

  private figureRows(t: TFunction, figures: DigestFigures, parts: NotificationMailParts): Mail['rows'] {
    const number = new Intl.NumberFormat(parts.language);
    const average = new Intl.NumberFormat(parts.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const money = (() => {
      try {
        return new Intl.NumberFormat(parts.language, { style: 'currency', currency: figures.currency });
      } catch {
        return number;
      }
    })();
    return [
      [t('analytics:tiles.reviews_collected'), number.format(figures.reviewsCollected)],
      [t('analytics:tiles.average_star_rating'), figures.averageRating === null ? t('email.noAverage') : average.format(figures.averageRating)],
      [t('analytics:tiles.review_requests_sent'), number.format(figures.reviewRequestsSent)],
      [t('analytics:tiles.unique_visitor'), number.format(figures.uniqueVisitors)],
      [t('analytics:tiles.order_count'), number.format(figures.orders)],
      [t('analytics:tiles.retention_revenue'), money.format(figures.retentionRevenue)],
    ];
  }
}
