import { describe, expect, it } from 'vitest';
import {
  chooseLegalVersion,
  currentLegalVersion,
  LEGAL_DOCUMENT_IDS,
  LEGAL_VERSIONS,
  type LegalVersion,
  legalSectionKey,
  legalVersionsNewestFirst,
} from '../../../src/domain/legal/legal-documents';

const first: LegalVersion = { version: '1.0', effective: '2026-12-03', sections: [{ id: 'scope', revision: 1 }, { id: 'contact', revision: 1 }] };
const second: LegalVersion = { version: '1.1', effective: '2027-03-01', sections: [{ id: 'scope', revision: 2 }, { id: 'contact', revision: 1 }] };
/** A later life of the registry: a second version that changed one section and kept the other. */
const revised = { privacy: [first, second], terms: [first] } as const;

describe('the versions of the privacy policy and the terms', () => {
  it('name the current versions, the newest of each list', () => {
    expect(currentLegalVersion('privacy', revised)).toBe(second);
  });

  it('are numbered major.minor, dated YYYY-MM-DD, in order, each section once', () => {
    for (const document of LEGAL_DOCUMENT_IDS) {
      const versions = LEGAL_VERSIONS[document];
      for (const version of versions) {
        expect(version.version).toMatch(/^\d+\.\d+$/);
        expect(new Date(`${version.effective}T00:00:00Z`).toISOString().slice(0, 10)).toBe(version.effective);
        expect(new Set(version.sections.map((section) => section.id)).size).toBe(version.sections.length);
      }
      const dates = versions.map((version) => version.effective);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('show the current version by default, or for an empty ?version=', () => {
    expect(chooseLegalVersion('privacy', null, revised)).toEqual({ shown: second, current: true, unknownVersion: null });
    expect(chooseLegalVersion('privacy', ' ', revised)).toEqual({ shown: second, current: true, unknownVersion: null });
  });

  it('show a past version asked for, marked as not current', () => {
    expect(chooseLegalVersion('privacy', '1.0', revised)).toEqual({ shown: first, current: false, unknownVersion: null });
    expect(chooseLegalVersion('privacy', ' 1.1 ', revised)).toEqual({ shown: second, current: true, unknownVersion: null });
  });

  it('show the current version, and say so, for a version never published', () => {
    expect(chooseLegalVersion('terms', '0.9', revised)).toEqual({ shown: first, current: true, unknownVersion: '0.9' });
  });

  it('list every version newest first, and key each section by its revision', () => {
    expect(legalVersionsNewestFirst('privacy', revised)).toEqual([second, first]);
    expect(second.sections.map((section) => legalSectionKey('privacy', section))).toEqual(['privacy.sections.scope.r2', 'privacy.sections.contact.r1']);
  });
});
