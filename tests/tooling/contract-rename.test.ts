import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypeCheckError, typeErrorsBeforeAndAfter } from '../support/typecheck-with';

/**
 * The promise of src/contracts (docs/decisions/0038-one-contract-per-endpoint.md): a field
 * renamed in a contract's answer fails the typecheck of the server that produces it and of the
 * admin that reads it, and of the test fakes that answer in its place, before any test runs.
 */
const CASES = [
  {
    contract: 'src/contracts/reviews.contract.ts',
    field: 'total_capped',
    server: ['server/infrastructure/http/routes/reviews.routes.ts', 'server/application/reviews/list-reviews.use-case.ts'],
    admin: ['src/ui/reviews/review-list.view-model.ts'],
    fakes: ['tests/fakes/fake-reviews.ts', 'tests/ui/reviews/review-row-cells.test.tsx'],
  },
  {
    contract: 'src/contracts/app-config.contract.ts',
    field: 'demo_shop',
    server: ['server/infrastructure/http/routes/app-config.routes.ts'],
    admin: ['src/ui/auth/login.view-model.ts'],
    fakes: ['tests/infrastructure/http/http-platform-gateways.test.ts'],
  },
] as const;

const SIDES = [
  { side: 'server', tsconfig: 'server/tsconfig.json', filesOf: (c: (typeof CASES)[number]) => c.server },
  { side: 'admin', tsconfig: 'tsconfig.app.json', filesOf: (c: (typeof CASES)[number]) => c.admin },
  { side: 'test fakes', tsconfig: 'tsconfig.node.json', filesOf: (c: (typeof CASES)[number]) => c.fakes },
] as const;

const renamedContracts = CASES.map(({ contract, field }) => {
  const original = readFileSync(resolve(import.meta.dirname, '../..', contract), 'utf8');
  return { file: contract, original, text: original.replace(`readonly ${field}:`, `readonly ${field}_renamed:`) };
});

const errorsIn = (errors: TypeCheckError[], files: readonly string[]) => errors.filter((error) => files.includes(error.file));

it.each(renamedContracts)('renaming a field in $file is a real edit of the contract', ({ original, text }) => {
  expect(text).not.toBe(original);
});

// Each side is type-checked once before and once after both renames (the programs are the
// expensive part): the files of each case must then fail, naming that case's field.
describe.each(SIDES)('the $side typecheck', ({ tsconfig, filesOf }) => {
  let result: { before: TypeCheckError[]; after: TypeCheckError[] };
  beforeAll(() => {
    result = typeErrorsBeforeAndAfter(tsconfig, CASES.flatMap(filesOf), renamedContracts);
  }, 180_000);

  it('passes before the renames', () => {
    expect(result.before).toEqual([]);
  });

  it.each(CASES)('fails where the answer of $contract is built or read, naming $field', (testCase) => {
    expect(errorsIn(result.after, filesOf(testCase)).map((error) => error.message).join('\n')).toContain(testCase.field);
  });
});
