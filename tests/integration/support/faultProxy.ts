import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP proxy between the sync engine and the server that misbehaves on purpose, the way a
 * phone's network does at a card show. Faults are drawn from a seeded random source so a failing
 * case replays exactly.
 */
export type Fault =
  /** The request never reaches the server; the client sees a broken connection. */
  | 'dropRequest'
  /** The server handles the request (and commits), but the answer is lost on the way back. */
  | 'dropResponse'
  /** The request reaches the server twice; the client sees the second answer. */
  | 'duplicate'
  /** A 500 answer without reaching the server. */
  | 'serverError'
  /** The request is held back before it is forwarded. */
  | 'delay';

export interface FaultProxyOptions {
  target: string;
  /** Random numbers in [0, 1); seeded so runs replay. */
  random: () => number;
  /** Chance that a request suffers any fault while faults are on. */
  faultRate?: number;
  faults?: readonly Fault[];
  maxDelayMs?: number;
}

export interface FaultProxy {
  url: string;
  /** Faults stop when false: used to let sync settle at the end of a case. */
  setFaulty(on: boolean): void;
  /** Changes the chance of a fault per request (a randomized test varies it per case). */
  setFaultRate(rate: number): void;
  counts: Record<Fault | 'forwarded', number>;
  close(): Promise<void>;
}

const ALL_FAULTS: readonly Fault[] = ['dropRequest', 'dropResponse', 'duplicate', 'serverError', 'delay'];

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const faults = options.faults ?? ALL_FAULTS;
  let faultRate = options.faultRate ?? 0.3;
  const maxDelayMs = options.maxDelayMs ?? 30;
  const counts = { forwarded: 0, dropRequest: 0, dropResponse: 0, duplicate: 0, serverError: 0, delay: 0 };
  let faulty = true;

  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      counts.forwarded++;
      const upstream = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const fault =
      faulty && options.random() < faultRate ? faults[Math.floor(options.random() * faults.length)] : null;
    try {
      if (fault) counts[fault]++;
      if (fault === 'dropRequest') return void req.socket.destroy();
      if (fault === 'serverError') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify({ success: false, error: { message: 'Injected server error' } }));
      }
      if (fault === 'delay')
        await new Promise((resolve) => setTimeout(resolve, options.random() * maxDelayMs));
      if (fault === 'duplicate') await forward(req, body);
      const answer = await forward(req, body);
      if (fault === 'dropResponse') return void req.socket.destroy();
      const { 'transfer-encoding': _chunked, connection: _connection, ...headers } = answer.headers;
      res.writeHead(answer.status, headers);
      res.end(answer.body);
    } catch {
      req.socket.destroy();
    }
  });
  // Keep-alive sockets would outlive a destroyed exchange; one request per connection keeps faults local.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setFaulty: (on) => {
      faulty = on;
    },
    setFaultRate: (rate) => {
      faultRate = rate;
    },
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
