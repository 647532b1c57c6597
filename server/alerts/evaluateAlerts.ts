import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { rawRows } from '../db/rawRows';

/**
 * Users per transaction: each one's write lock is taken (see server/write/writeTransaction.ts), and
 * advisory locks share PostgreSQL's lock table, which holds a few thousand.
 */
const USERS_PER_BATCH = 500;

export interface AlertEvaluation {
  day: string;
  changed: number;
  fired: number;
  ms: number;
}

/**
 * A printing's price in an alert's finish, `any` the lowest (least() skips nulls): the SQL twin of
 * src/domain/alerts/alertPrice.ts `priceInFinish`, held to the same answers by server/alerts tests.
 */
const priceIn = (finish: string) =>
  sql.raw(`case ${finish} when 'nonfoil' then p.usd when 'foil' then p.usd_foil
    when 'etched' then p.usd_etched else least(p.usd, p.usd_foil, p.usd_etched) end`);

/**
 * One batch of users, set-based: the price each alert watches (its printing, or its want's cheapest
 * matching printing), the condition, and the once-per-crossing rule of src/domain/alerts/evaluate.ts
 * (`nextFiring`): only alerts whose condition changed are written, each with a new revision so the
 * device pulls it. Alerts already evaluated for this price day or later are left alone.
 */
async function evaluateBatch(tx: Tx, users: string[], day: string) {
  const batch = sql`(select value::uuid from json_array_elements_text(${JSON.stringify(users)}::json))`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(u::text, 0))
    from ${batch} as l(u) order by u`);
  return rawRows<{ holding: boolean }>(
    tx,
    sql`
    with due as (
      select * from alerts a
      where a.user_id in ${batch} and (a.state_on is null or a.state_on < ${day}::date)
    ), priced as (
      select a.id, ${priceIn('a.finish')} as price
      from due a join catalogue_printings p on p.id = a.printing_id
      union all
      select a.id, min(${priceIn('a.finish')}) as price
      from due a
      join wants w on w.id = a.want_id and w.user_id = a.user_id
      join catalogue_printings p on lower(p.name) = lower(trim(w.name))
        and (w.set_code = '' or lower(p.set_code) = lower(trim(w.set_code)))
        and (w.collector_number = '' or lower(p.collector_number) = lower(trim(w.collector_number)))
      group by a.id
    ), judged as (
      select d.id, q.price, d.holding, case d.kind
          when 'above' then q.price > d.threshold
          when 'below' then q.price < d.threshold
          else coalesce(d.reference_price, 0) > 0
            and abs(q.price - d.reference_price) * 100 >= d.threshold * d.reference_price
        end as holds
      from due d join priced q on q.id = d.id
      where q.price is not null
    )
    update alerts a set holding = j.holds, state_on = ${day}::date,
      fired_on = case when j.holds then ${day}::date else a.fired_on end,
      fired_price = case when j.holds then j.price else a.fired_price end,
      revision = nextval('revision_seq'), updated_at = now()
    from judged j
    where a.id = j.id and j.holds <> j.holding
    returning a.holding`,
  );
}

/**
 * Evaluates every user's alerts against the catalogue's prices of `day` (after an ingest's merge):
 * a batch of users per transaction, so one failing batch leaves the others' fires recorded.
 */
export async function evaluateAlertsAfterIngest(db: Db, day: string): Promise<AlertEvaluation> {
  const started = Date.now();
  const users = await rawRows<{ userId: string }>(
    db,
    sql`select distinct user_id as "userId" from alerts order by user_id`,
  );
  let changed = 0;
  let fired = 0;
  for (let start = 0; start < users.length; start += USERS_PER_BATCH) {
    const ids = users.slice(start, start + USERS_PER_BATCH).map((user) => user.userId);
    const rows = await db.transaction((tx) => evaluateBatch(tx, ids, day));
    changed += rows.length;
    fired += rows.filter((row) => row.holding).length;
  }
  return { day, changed, fired, ms: Date.now() - started };
}
