/** The file import wizard's address, and one import's progress and result on it (docs/product/import-screens.md). */
export const FILE_IMPORT_PATH = '/import/file_import';

/** Any import's progress, whatever its source: the wizard opens at the import's own step. */
export function importProgressPath(jobId: number): string {
  return `${FILE_IMPORT_PATH}?job=${jobId}`;
}
