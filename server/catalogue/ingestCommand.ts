/**
 * `npm run catalogue:ingest`: ingests the card database's bulk file now, whatever the catalogue's age,
 * with the server's settings (DATABASE_URL or DATA_DIR, CARD_DB_URL). Waits for nothing else: an
 * instance already ingesting makes it answer "busy" and stop.
 */
import { connectDatabase } from '../db/connect';
import { readSettings } from '../settings';
import { ingestCatalogue } from './ingest';

const settings = readSettings();
const log = {
  info: (data: object, message: string) => console.log(`${message} ${JSON.stringify(data)}`),
};
const database = await connectDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
try {
  const outcome = await ingestCatalogue({ db: database.db, cardDbUrl: settings.cardDbUrl, log, force: true });
  log.info(outcome, `catalogue ingest: ${outcome.status}`);
} catch (error) {
  console.error('catalogue ingest failed; the catalogue is unchanged:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
