import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    fakes: ['tests/fakes/fake-reviews-gateway.ts', 'tests/ui/reviews/review-row-cells.test.tsx'],
  },
  {
    contract: 'src/contracts/app-config.contract.ts',
    field: 'demo_shop',
    server: ['server/infrastructure/http/routes/app-config.routes.ts'],
    admin: ['src/ui/auth/login.view-model.ts'],
    fakes: ['tests/infrastructure/http/http-platform-gateways.test.ts'],
  },
];

const errorsIn = (errors: TypeCheckError[], files: readonly string[]) => errors.filter((error) => files.includes(error.file));

describe.each(CASES)('renaming $field in $contract', ({ contract, field, server, admin, fakes }) => {
  const original = readFileSync(resolve(import.meta.dirname, '../..', contract), 'utf8');
  const renamed = { file: contract, text: original.replace(`readonly ${field}:`, `readonly ${field}_renamed:`) };

  it('is a real edit of the contract', () => {
    expect(renamed.text).not.toBe(original);
  });

  it.each([
    { side: 'server', tsconfig: 'server/tsconfig.json', files: server },
    { side: 'admin', tsconfig: 'tsconfig.app.json', files: admin },
    { side: 'test fakes', tsconfig: 'tsconfig.node.json', files: fakes },
  ])('fails the $side typecheck where the answer is built or read, and nothing fails before', { timeout: 180_000 }, ({ tsconfig, files }) => {
    const { before, after } = typeErrorsBeforeAndAfter(tsconfig, files, renamed);
    expect(before).toEqual([]);
    expect(errorsIn(after, files).map((error) => error.message).join('\n')).toContain(field);
  });
});
