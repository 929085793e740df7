import { answer, get, NO_PARAMS } from './contract';

/**
 * What the privacy policy shows of this installation (docs/product/public-pages.md#subprocessors):
 * the services that process personal data for it, as its operator configured them.
 */

/** What each service does; the page describes the data each role receives. */
export const SUBPROCESSOR_ROLES = ['platform', 'hosting', 'database', 'files', 'email', 'translation', 'feedback'] as const;
export type SubprocessorRole = (typeof SUBPROCESSOR_ROLES)[number];

export interface Subprocessor {
  readonly role: SubprocessorRole;
  /**
   * The company (and, when its operator says so, where), e.g. "Amazon Web Services (Ireland)";
   * null when it is not named: on the app's own server (`app-server`), or a service the operator
   * has not named (`external`).
   */
  readonly name: string | null;
  readonly location: 'app-server' | 'external';
}

export interface SubprocessorList {
  readonly subprocessors: readonly Subprocessor[];
}

/** GET the subprocessors of this installation (public, nothing secret: no address or credential of any service). */
export const getSubprocessors = get('/api/v1/public/subprocessors', NO_PARAMS, answer<SubprocessorList>());
