import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (measured with `vitest run --reporter=json`): each
 * runs long tests one after another (a typecheck, a bundled server, a child process, every
 * endpoint as every tenant), so a run that starts one of them last ends with one core waiting on
 * it. Vitest orders by the last run's durations when it has them; a clean clone has none and
 * would order by file size, which put the typecheck test last.
 */
export const LONGEST_FILES = [
  'tests/server/http/contract-fuzz.test.ts',
  'tests/tooling/contract-rename.test.ts',
  'tests/server/http/tenant-isolation.test.ts',
  'tests/tooling/server-bundle.test.ts',
  'tests/server/main-process.test.ts',
  'tests/ui/reviews/review-list.screen.test.tsx',
  'tests/server/http/reviews-bulk-jobs.test.ts',
];

export class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.indexOf(relative(file.project.config.root, file.moduleId));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}
