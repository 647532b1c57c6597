import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scaled } from '../../tests/setup/slowness';
import { connectDatabase } from './connect';
import { PGLITE_SETTINGS } from './pgliteClient';
import { rawRows } from './rawRows';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database in a data folder', () => {
  it(
    'is created on first start, runs with its memory settings, and opens again with its data',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cardfolio-connect-'));
      folders.push(dataDir);

      const first = await connectDatabase({ dataDir });
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const [settings] = await rawRows<{ shared_buffers: string; work_mem: string }>(
        first.db,
        sql`select current_setting('shared_buffers') as shared_buffers, current_setting('work_mem') as work_mem`,
      );
      expect(settings).toEqual({
        shared_buffers: PGLITE_SETTINGS.shared_buffers,
        work_mem: PGLITE_SETTINGS.work_mem,
      });
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();

      const second = await connectDatabase({ dataDir });
      expect(await rawRows<{ value: string }>(second.db, sql`select value from kept`)).toEqual([
        { value: 'still here' },
      ]);
      await second.close();
    },
    scaled(60_000),
  );
});
