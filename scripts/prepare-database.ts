// Prepares the embedded database's starting point: an empty PGlite database with every migration
// applied, in a folder under DATA_DIR. The first `npm start` copies it instead of running initdb
// (several seconds of CPU); migrations added later still apply on top at start. Run by `npm ci`
// (scripts/prepare.mjs); skipped when the database exists already or the starting point is current.
import { rmSync } from 'node:fs';
import { isNewPgliteDatabase, isUsableStartingPoint, markStartingPoint, openDatabase } from '../server/infrastructure/db/database';
import { loadServerConfig } from '../server/infrastructure/config/server-config';

/** The configuration `npm start` will use; an incomplete one is npm start's to report, not npm ci's. */
function configuredDatabase() {
  try {
    return loadServerConfig().database;
  } catch {
    return null;
  }
}

const location = configuredDatabase();
if (location?.kind === 'pglite' && location.startingPoint && isNewPgliteDatabase(location.dataDir)) {
  const startingPoint = location.startingPoint;
  if (isUsableStartingPoint(startingPoint)) {
    console.log('The embedded database starting point is ready.');
  } else {
    console.log('Preparing the embedded database (initdb and migrations, once; a few seconds)…');
    rmSync(startingPoint, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: startingPoint });
    await database.migrate();
    await database.close();
    markStartingPoint(startingPoint);
  }
}
