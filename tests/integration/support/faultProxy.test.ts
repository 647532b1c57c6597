import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/domain/testing/seededRandom';
import { type FaultProxy, startFaultProxy } from './faultProxy';

/** An upstream that counts how many requests reached it. */
async function countingUpstream() {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { hits } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.map((c) => c()));
  cleanups = [];
});

async function setup(fault: Parameters<typeof startFaultProxy>[0]['faults']) {
  const upstream = await countingUpstream();
  const proxy: FaultProxy = await startFaultProxy({
    target: upstream.url,
    random: () => 0,
    faultRate: 1,
    faults: fault,
  });
  cleanups.push(proxy.close, upstream.close);
  const post = () => fetch(`${proxy.url}/api/v1/x`, { method: 'POST', body: '{}' });
  return { upstream, proxy, post };
}

describe('fault proxy', () => {
  it('drops a request before the server sees it', async () => {
    const { upstream, post } = await setup(['dropRequest']);
    await expect(post()).rejects.toThrow();
    expect(upstream.hits()).toBe(0);
  });

  it('drops the answer after the server handled the request', async () => {
    const { upstream, post } = await setup(['dropResponse']);
    await expect(post()).rejects.toThrow();
    expect(upstream.hits()).toBe(1);
  });

  it('duplicates a request and answers the second', async () => {
    const { upstream, post } = await setup(['duplicate']);
    const answer = await post();
    expect(await answer.json()).toEqual({ success: true, data: { hits: 2 } });
    expect(upstream.hits()).toBe(2);
  });

  it('answers a 500 without forwarding, and forwards cleanly once faults are off', async () => {
    const { upstream, proxy, post } = await setup(['serverError']);
    expect((await post()).status).toBe(500);
    expect(upstream.hits()).toBe(0);
    proxy.setFaulty(false);
    expect((await post()).status).toBe(201);
    expect(proxy.counts).toMatchObject({ serverError: 1, forwarded: 1 });
  });

  it('stops and resumes faults with the fault rate', async () => {
    const { upstream, proxy, post } = await setup(['serverError']);
    proxy.setFaultRate(0);
    expect((await post()).status).toBe(201);
    proxy.setFaultRate(1);
    expect((await post()).status).toBe(500);
    expect(upstream.hits()).toBe(1);
  });

  it('replays the same sequence from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(new Set(first).size).toBe(5);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
