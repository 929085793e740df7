/**
 * The privacy policy and the terms of service, by version (docs/product/public-pages.md#versions).
 * A version names its sections, each at a revision; the words of every revision stay in the
 * `legal` locale files, so every version ever published can still be shown (`?version=`). A new
 * version adds revisions for the sections it changes and reuses the others.
 */
export const LEGAL_DOCUMENT_IDS = ['privacy', 'terms'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export interface LegalSection {
  readonly id: string;
  readonly revision: number;
}

export interface LegalVersion {
  /** `major.minor`, as the page and the `?version=` parameter write it. */
  readonly version: string;
  /** YYYY-MM-DD: the day it applies from. */
  readonly effective: string;
  readonly sections: readonly LegalSection[];
}

const firstRevisions = (...ids: string[]): readonly LegalSection[] => ids.map((id) => ({ id, revision: 1 }));

/** Oldest first; the last one is current. */
export const LEGAL_VERSIONS: Readonly<Record<LegalDocumentId, readonly [LegalVersion, ...LegalVersion[]]>> = {
  privacy: [
    {
      version: '1.0',
      effective: '2026-12-03',
      sections: firstRevisions(
        'scope',
        'merchantData',
        'customerData',
        'visitorData',
        'purposes',
        'sharing',
        'retention',
        'requests',
        'browserStorage',
        'security',
        'changes',
        'contact',
      ),
    },
  ],
  terms: [
    {
      version: '1.0',
      effective: '2026-12-03',
      sections: firstRevisions(
        'agreement',
        'service',
        'account',
        'billing',
        'content',
        'reviewRules',
        'acceptableUse',
        'availability',
        'privacy',
        'termination',
        'liability',
        'changes',
        'contact',
      ),
    },
  ],
};

/** The version in force now (the newest). */
export function currentLegalVersion(document: LegalDocumentId, versions = LEGAL_VERSIONS): LegalVersion {
  const list = versions[document];
  return list[list.length - 1] ?? list[0];
}

/** What `?version=` asked for: the version to show, and whether the asked one exists. */
export interface LegalVersionChoice {
  readonly shown: LegalVersion;
  readonly current: boolean;
  /** A version was asked for that was never published (the current one is shown). */
  readonly unknownVersion: string | null;
}

export function chooseLegalVersion(document: LegalDocumentId, asked: string | null, versions = LEGAL_VERSIONS): LegalVersionChoice {
  const current = currentLegalVersion(document, versions);
  if (asked === null || asked.trim() === '') return { shown: current, current: true, unknownVersion: null };
  const found = versions[document].find((version) => version.version === asked.trim());
  if (!found) return { shown: current, current: true, unknownVersion: asked.trim() };
  return { shown: found, current: found === current, unknownVersion: null };
}

/** Every version, newest first, for the page's list of versions. */
export function legalVersionsNewestFirst(document: LegalDocumentId, versions = LEGAL_VERSIONS): readonly LegalVersion[] {
  return [...versions[document]].reverse();
}

/** The i18next key of a section's words in the `legal` namespace. */
export function legalSectionKey(document: LegalDocumentId, section: LegalSection): string {
  return `${document}.sections.${section.id}.r${section.revision}`;
}

/** Where the pages are (public, no sign-in). */
export const LEGAL_DOCUMENT_PATHS: Readonly<Record<LegalDocumentId, string>> = { privacy: '/privacy_policy', terms: '/terms_service' };
export const AFFILIATE_PAGE_PATH = '/affiliate';

/** Where privacy requests and questions go. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@starlingreviews.app';
/** Where questions about the terms go: support, as for any question about the app. */
export const TERMS_CONTACT_EMAIL = 'support@starlingreviews.app';
/** Where partner applications go. */
export const PARTNER_PROGRAM_EMAIL = 'partners@starlingreviews.app';
