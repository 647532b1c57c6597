import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Requests each instance received, in the order of `targets`. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of several server instances, as a load balancer in production: each
 * request goes to an instance drawn at random (no stickiness), so a device's refresh, its push and its
 * retried push may each land on another instance. Node's own `http`, streaming both ways.
 */
export async function startBalancer(targets: string[], random: () => number): Promise<Balancer> {
  const upstreams = targets.map((target) => new URL(target));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const index = Math.min(upstreams.length - 1, Math.floor(random() * upstreams.length));
    counts[index]++;
    const { hostname, port } = upstreams[index];
    const upstream = http.request(
      { hostname, port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // A lost instance or connection looks to the client as a broken connection, as it would.
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
