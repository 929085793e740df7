import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../../server/infrastructure/db/database';

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** 16 hex digits that change with any migration file (and with `extra`, e.g. PGlite's version): names a migrated template. */
export function migrationsFingerprint(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of filesUnder(MIGRATIONS_FOLDER)) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
