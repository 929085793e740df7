import { type Subprocessor } from '../../../src/contracts/legal.contract';

/** What decides the privacy policy's list of subprocessors: the server's own configuration. */
export interface SubprocessorFacts {
  /** Shopify mode (SHOPIFY_API_KEY and SHOPIFY_API_SECRET) or development store mode. */
  readonly shopifyMode: boolean;
  /** PostgreSQL (DATABASE_URL, when known) or the embedded database on the app's own server. */
  readonly database: { readonly external: boolean; readonly url?: string | undefined };
  /** S3_BUCKET: the uploads in a bucket at this address (S3_ENDPOINT, else AWS's for the region); null: on the app server's disk. */
  readonly fileStorageUrl: string | null;
  /** SMTP_URL; null: mail stays in the loopback catcher and no e-mail leaves the server. */
  readonly smtpUrl: string | null;
  readonly translation: boolean;
  readonly feedbackBoard: boolean;
  /** SUBPROCESSOR_HOSTING, SUBPROCESSOR_DATABASE, SUBPROCESSOR_FILES, SUBPROCESSOR_EMAIL: names the operator gives. */
  readonly names: SubprocessorNames;
}

export interface SubprocessorNames {
  readonly hosting?: string | undefined;
  readonly database?: string | undefined;
  readonly files?: string | undefined;
  readonly email?: string | undefined;
}

/** Well-known services, by the end of the host name a URL names (a name the operator gives wins). */
const KNOWN_DATABASE_HOSTS: readonly (readonly [string, string])[] = [
  ['.rds.amazonaws.com', 'Amazon Web Services (Amazon RDS)'],
  ['.neon.tech', 'Neon'],
  ['.supabase.co', 'Supabase'],
  ['.supabase.com', 'Supabase'],
  ['.render.com', 'Render'],
  ['.ondigitalocean.com', 'DigitalOcean'],
  ['.postgres.database.azure.com', 'Microsoft Azure'],
  ['.aivencloud.com', 'Aiven'],
];
const KNOWN_SMTP_HOSTS: readonly (readonly [string, string])[] = [
  ['.sendgrid.net', 'Twilio SendGrid'],
  ['.mailgun.org', 'Mailgun'],
  ['.postmarkapp.com', 'Postmark'],
  ['.amazonaws.com', 'Amazon Web Services (Amazon SES)'],
  ['.brevo.com', 'Brevo'],
  ['.sendinblue.com', 'Brevo'],
  ['.mailjet.com', 'Mailjet'],
  ['.sparkpostmail.com', 'SparkPost'],
  ['.resend.com', 'Resend'],
  ['.gmail.com', 'Google'],
  ['.office365.com', 'Microsoft'],
];
const KNOWN_STORAGE_HOSTS: readonly (readonly [string, string])[] = [
  ['.amazonaws.com', 'Amazon Web Services (Amazon S3)'],
  ['.r2.cloudflarestorage.com', 'Cloudflare (R2)'],
  ['.digitaloceanspaces.com', 'DigitalOcean (Spaces)'],
  ['.backblazeb2.com', 'Backblaze (B2)'],
  ['.wasabisys.com', 'Wasabi'],
  ['.storage.googleapis.com', 'Google Cloud Storage'],
  ['.your-objectstorage.com', 'Hetzner Online GmbH (Object Storage)'],
  ['.linodeobjects.com', 'Akamai (Linode Object Storage)'],
];
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The service a URL's host belongs to: ours when it is loopback, a well-known one by name, else unnamed. */
function serviceAt(url: string, known: readonly (readonly [string, string])[], named: string | undefined): Pick<Subprocessor, 'name' | 'location'> {
  if (named) return { name: named, location: 'external' };
  const host = hostOf(url);
  if (host !== null && LOOPBACK_HOST.test(host)) return { name: null, location: 'app-server' };
  const match = host === null ? undefined : known.find(([suffix]) => `.${host}`.endsWith(suffix));
  return { name: match?.[1] ?? null, location: 'external' };
}

/**
 * The services that process personal data for this installation, as configured
 * (docs/product/public-pages.md#subprocessors). Hosts are never shown, only names: the operator's
 * own (SUBPROCESSOR_*), else a well-known provider recognised by its host, else none.
 */
export function configuredSubprocessors(facts: SubprocessorFacts): readonly Subprocessor[] {
  const onAppServer = (role: Subprocessor['role']): Subprocessor => ({ role, name: null, location: 'app-server' });
  const list: Subprocessor[] = [];
  if (facts.shopifyMode) list.push({ role: 'platform', name: 'Shopify', location: 'external' });
  list.push(facts.names.hosting ? { role: 'hosting', name: facts.names.hosting, location: 'external' } : onAppServer('hosting'));
  list.push(facts.database.external ? { role: 'database', ...serviceAt(facts.database.url ?? '', KNOWN_DATABASE_HOSTS, facts.names.database) } : onAppServer('database'));
  list.push(facts.fileStorageUrl ? { role: 'files', ...serviceAt(facts.fileStorageUrl, KNOWN_STORAGE_HOSTS, facts.names.files) } : onAppServer('files'));
  if (facts.smtpUrl) list.push({ role: 'email', ...serviceAt(facts.smtpUrl, KNOWN_SMTP_HOSTS, facts.names.email) });
  if (facts.translation) list.push({ role: 'translation', name: 'DeepL SE', location: 'external' });
  if (facts.feedbackBoard) list.push({ role: 'feedback', name: 'Canny', location: 'external' });
  return list;
}
