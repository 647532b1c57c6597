/**
 * Creates the embedded database's cluster in the data folder given as the first argument, then
 * exits. Run as its own short-lived process by `connectDatabase` (server/db/connect.ts): creating a
 * cluster runs PostgreSQL's initdb inside WebAssembly, which takes about 850 MB that the process
 * never gives back, while opening an existing cluster takes about 220 MB.
 */
import { openPglite } from './pgliteClient';

const folder = process.argv[2];
if (!folder) throw new Error('createPgliteCluster: the data folder is missing');
const client = openPglite(folder);
await client.waitReady;
await client.close();
