/**
 * Price alerts after an ingest (issue 26; goal ≤ 2 s): 10,000 alerts of 1,000 users — 7,000 on a
 * printing, 3,000 on a want (any printing of a name) — evaluated set-based against a 100,000-printing
 * catalogue whose prices just changed, on an in-memory PGlite and on a throw-away PostgreSQL. Then a
 * second day with the same prices (nothing fires again). Prints figures; asserts nothing. Run with
 * `npm run bench alerts`.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { evaluateAlertsAfterIngest } from '../../server/alerts/evaluateAlerts';
import { connectDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { onThrowAwayPostgres } from './benchPostgres';

const PRINTINGS = 100_000;
const NAMES = 20_000;
const USERS = 1_000;
const ALERTS_PER_USER = 10;
const WANT_ALERTS_PER_USER = 3;

/** Seeds by SQL series: printings named "Card N" (5 printings a name), users, wants and alerts. */
async function seed({ db }: Database) {
  await db.execute(sql`
    insert into catalogue_printings (id, name, face_names, set_code, set_name, collector_number, lang, rarity,
      colors, type_line, mana_cost, image_front, image_back, released_at, usd, usd_foil, price_date,
      added_version, changed_version)
    select md5('p' || i)::uuid, 'Card ' || (i % ${NAMES}), array['Card ' || (i % ${NAMES})], 's' || (i / ${NAMES}),
      'Set', i::text, 'en', 'common', '', 'Instant', '', '', '', '2020-01-01', 1 + (i % 500) / 10.0,
      2 + (i % 300) / 10.0, '2026-11-21', 1, 1
    from generate_series(1, ${PRINTINGS}) i`);
  await db.execute(sql`
    insert into users (id, username, email, password_hash)
    select md5('u' || u)::uuid, 'user' || u, 'user' || u || '@bench.invalid', 'x' from generate_series(1, ${USERS}) u`);
  await db.execute(sql`
    insert into wants (id, user_id, name, quantity)
    select md5('w' || u || '-' || k)::uuid, md5('u' || u)::uuid, 'Card ' || ((u * 7 + k) % ${NAMES}), 1
    from generate_series(1, ${USERS}) u, generate_series(1, ${WANT_ALERTS_PER_USER}) k`);
  await db.execute(sql`
    insert into alerts (user_id, printing_id, finish, label, kind, threshold, reference_price)
    select md5('u' || u)::uuid, md5('p' || (u * 31 + k * 997) % ${PRINTINGS} + 1)::uuid,
      (array['any', 'nonfoil', 'foil'])[k % 3 + 1], 'Bench card', (array['above', 'below', 'change'])[k % 3 + 1],
      case k % 3 when 2 then 10 else 25 end, 20
    from generate_series(1, ${USERS}) u, generate_series(1, ${ALERTS_PER_USER - WANT_ALERTS_PER_USER}) k`);
  await db.execute(sql`
    insert into alerts (user_id, want_id, finish, label, kind, threshold, reference_price)
    select md5('u' || u)::uuid, md5('w' || u || '-' || k)::uuid, 'any', 'Bench want', 'below', 1.5, 2
    from generate_series(1, ${USERS}) u, generate_series(1, ${WANT_ALERTS_PER_USER}) k`);
  await db.execute(sql`analyze`);
}

async function benchBackend(label: string, database: Database) {
  await seed(database);
  // The day's ingest moved every price: a third up, the rest down.
  await database.db.execute(sql`update catalogue_printings set usd = usd * case when random() < 0.33 then 1.4 else 0.6 end,
    usd_foil = usd_foil * 1.2, price_date = '2026-11-22'`);
  const first = await evaluateAlertsAfterIngest(database.db, '2026-11-22');
  const again = await evaluateAlertsAfterIngest(database.db, '2026-11-23');
  console.log(
    `${label}: ${USERS * ALERTS_PER_USER} alerts of ${USERS} users over ${PRINTINGS} printings — ` +
      `first day ${first.ms} ms (${first.changed} changed, ${first.fired} fired), ` +
      `same prices next day ${again.ms} ms (${again.changed} changed, ${again.fired} fired) (goal ≤ 2000 ms)`,
  );
}

console.log(`alerts bench: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`);
const pglite = await connectDatabase({ dataDir: 'memory://' });
await benchBackend('PGlite (in memory)', pglite);
await pglite.close();

await onThrowAwayPostgres((postgres) => benchBackend('PostgreSQL (local, fsync off)', postgres));
