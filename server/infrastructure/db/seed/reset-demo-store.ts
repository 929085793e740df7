import pino from 'pino';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { loadServerConfig } from '../../config/server-config';
import { configuredFileStorage } from '../../storage/configured-file-storage';
import { openDatabase } from '../database';
import { resetDemoStore } from './demo-store-seed';

/**
 * `npm run db:seed`: rebuilds the demo store in the configured database. Stop the server first
 * when it runs on PGlite: one data directory takes one process at a time.
 */
async function main(): Promise<void> {
  const config = loadServerConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.database);
  const files = configuredFileStorage(config.uploadDir, config.s3, logger);
  try {
    await database.migrate();
    const counts = await resetDemoStore(database.db, files.storage, new Date());
    logger.info({ shop: DEMO_SHOP_DOMAIN, database: database.driver, storage: files.kind, ...counts }, 'demo store reset');
  } finally {
    files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  pino().error({ err: error }, 'resetting the demo store failed');
  process.exit(1);
});
