import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CatalogueAnswer } from '../../src/domain/catalogue/catalogueContract';
import type { RatesDay } from '../../src/domain/money/exchangeRates';
import { ecbFeedXml, FIXTURE_RATES_DAY } from '../../tests/fixtures/exchangeRates/ecbFeed';
import { registerUser, type TestApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { refreshExchangeRates } from './refreshExchangeRates';
import { readRatesDays } from './storedRates';

const NEXT_DAY: RatesDay = { date: '2026-11-27', perEuro: { USD: 1.12, GBP: 0.87 } };

/** A local stand-in for the ECB: answers `feed` (a status or the XML) and counts the requests. */
function startFeed() {
  const feed = { answer: ecbFeedXml() as string | number, requests: 0, url: '' };
  const server: Server = createServer((_request, response) => {
    feed.requests += 1;
    if (typeof feed.answer === 'number') response.writeHead(feed.answer).end();
    else response.writeHead(200, { 'Content-Type': 'text/xml' }).end(feed.answer);
  });
  return new Promise<{ feed: typeof feed; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
      resolve({ feed, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describeEachBackend('exchange rates: daily fetch, stored by day, shipped with the catalogue', (backend) => {
  let server: TestServer;
  let api: TestApi;
  let local: Awaited<ReturnType<typeof startFeed>>;
  let clock = new Date('2026-11-26T16:30:00Z');
  const refresh = (force = false) =>
    refreshExchangeRates({ db: server.app.db, url: local.feed.url, now: () => clock, force });
  const catalogue = async (query = '') => {
    const answer = await api.get<CatalogueAnswer>(`/catalogue${query}`);
    return { data: answer.body.data as CatalogueAnswer, etag: answer.headers.get('etag') };
  };

  beforeAll(async () => {
    local = await startFeed();
    server = await startTestServer({ backend, exchangeRatesUrl: local.feed.url });
    api = (await registerUser(server.apiUrl)).api;
  });
  afterAll(async () => {
    await server?.stop();
    await local?.close();
  });

  it('ships no rates before the first fetch', async () => {
    expect((await catalogue()).data.rates).toEqual([]);
  });

  it("stores the feed's day and asks the feed again only when the rates are a day old", async () => {
    expect(await refresh()).toEqual({ status: 'done', days: 1, day: FIXTURE_RATES_DAY.date });
    expect(await readRatesDays(server.app.db)).toEqual([FIXTURE_RATES_DAY]);
    clock = new Date('2026-11-27T10:00:00Z');
    expect(await refresh()).toEqual({ status: 'fresh', day: FIXTURE_RATES_DAY.date });
    expect(local.feed.requests).toBe(1);
  });

  it('keeps the rates it holds when the feed fails or answers something else', async () => {
    clock = new Date('2026-11-27T17:00:00Z');
    local.feed.answer = 503;
    await expect(refresh()).rejects.toThrow(/503/);
    local.feed.answer = '<html>maintenance</html>';
    await expect(refresh()).rejects.toThrow(/no day of rates/);
    expect(await readRatesDays(server.app.db)).toEqual([FIXTURE_RATES_DAY]);
  });

  it('hands devices every day, or those after the newest they hold, with an ETag that follows the rates', async () => {
    const first = await catalogue();
    expect(first.data.rates).toEqual([FIXTURE_RATES_DAY]);
    local.feed.answer = ecbFeedXml([NEXT_DAY]);
    expect(await refresh()).toMatchObject({ status: 'done', day: NEXT_DAY.date });
    const second = await catalogue();
    expect(second.data.rates).toEqual([FIXTURE_RATES_DAY, NEXT_DAY]);
    expect(second.etag).not.toBe(first.etag);
    expect((await catalogue(`?ratesSince=${FIXTURE_RATES_DAY.date}`)).data.rates).toEqual([NEXT_DAY]);
    expect((await catalogue(`?ratesSince=${NEXT_DAY.date}`)).data.rates).toEqual([]);
  });

  it('refuses a ratesSince that is not a date, naming it', async () => {
    const answer = await api.get('/catalogue?ratesSince=yesterday');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('ratesSince');
  });
});
