import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

const SECRET_NAME = 'jwt-secret';

/**
 * The JWT_SECRET setting, else a generated one that outlives restarts. On PGlite it is kept in
 * DATA_DIR/jwt-secret. On PostgreSQL it is kept in the database instead, because instances behind
 * one load balancer have separate DATA_DIRs and must still accept each other's tokens.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
  database: Database,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'postgres') return secretInDatabase(database);
  if (dataDir === 'memory://') return randomBytes(48).toString('base64url');
  return secretInFile(path.join(dataDir, SECRET_NAME));
}

function secretInFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx': if another process wrote it first, this throws and the read below takes theirs.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
    return secret;
  }
}

async function secretInDatabase({ db }: Database): Promise<string> {
  const generated = randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The JWT secret could not be stored');
  return row.value;
}
