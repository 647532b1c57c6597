import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AlertCatalogue, evaluateAlerts, printingsByName } from '../../src/domain/alerts/evaluate';
import type { Alert, AlertInput } from '../../src/domain/alerts/schema';
import { catalogueRecordFromScryfall } from '../../src/domain/catalogue/fromScryfall';
import type { Want } from '../../src/domain/wants/schema';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../tests/fixtures/cardDb/cardDbFixtureServer';
import type { ScryfallCardJson } from '../../tests/fixtures/cardDb/scryfallJson';
import { ingestCatalogue } from '../catalogue/ingest';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';

const printings = loadFixturePrintings();
const LEA = 'b01d8e8d-8f97-5e56-9f70-cc2471e95c1b';
const TWO_XM = 'ed46f2ce-4d74-5b83-ba63-e839505f7491';
const quiet = { info: () => undefined };

/** The fixture with these printings' USD prices. */
function repriced(usd: Record<string, string>): ScryfallCardJson[] {
  return printings.map((card) =>
    usd[card.id] ? { ...card, prices: { ...card.prices, usd: usd[card.id] } } : card,
  );
}

function catalogueOf(cards: ScryfallCardJson[]): AlertCatalogue {
  const records = cards.flatMap((card) => catalogueRecordFromScryfall(card) ?? []);
  return {
    printings: new Map(records.map((record) => [record.id, record])),
    byName: printingsByName(records),
  };
}

describeEachBackend('price alerts after an ingest', (backend) => {
  let fixture: CardDbFixtureServer;
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  let want: Want;
  const alerts = async (who = user) => (await who.api.get<Alert[]>('/alerts')).body.data as Alert[];
  const create = async (body: AlertInput, who = user) => {
    const answer = await who.api.post<Alert>('/alerts', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Alert;
  };

  /** Ingests a day's prices, and checks the server's firings are what the domain rule gives. */
  async function day(date: string, cards: ScryfallCardJson[]) {
    const before = await alerts();
    fixture.setBulk({ updatedAt: `${date}T09:00:00.000+00:00`, printings: cards });
    expect(
      await ingestCatalogue({ db: server.app.db, cardDbUrl: fixture.url, log: quiet, force: true }),
    ).toMatchObject({
      status: 'done',
    });
    const expected = new Map(before.map((alert) => [alert.id, alert]));
    const changes = evaluateAlerts(
      before.map((alert) => ({ ...alert, current: alert })),
      catalogueOf(cards),
      new Map(want ? [[want.id, want]] : []),
      date,
    );
    for (const { alertId, firing } of changes)
      expected.set(alertId, { ...(expected.get(alertId) as Alert), ...firing });
    const after = await alerts();
    const firing = (alert: Alert) => [
      alert.label,
      alert.holding,
      alert.firedOn,
      alert.firedPrice,
      alert.stateOn,
    ];
    expect(after.map(firing)).toEqual([...expected.values()].map(firing));
    return new Map(after.map((alert) => [alert.label, alert]));
  }

  beforeAll(async () => {
    fixture = await startCardDbFixtureServer();
    server = await startTestServer({ backend, cardDbUrl: fixture.url });
    user = await registerUser(server.apiUrl);
    other = await registerUser(server.apiUrl);
    await day('2026-11-21', printings);
    want = (await user.api.post<Want>('/wants', { name: 'Lightning Bolt', quantity: 4 })).body.data as Want;
    const lea = { printingId: LEA, finish: 'nonfoil' as const };
    await create({ ...lea, label: 'above', kind: 'above', threshold: 15 });
    await create({ ...lea, label: 'below', kind: 'below', threshold: 10 });
    await create({ ...lea, label: 'change', kind: 'change', threshold: 10, referencePrice: 13.82 });
    await create({ wantId: want.id, label: 'want', kind: 'below', threshold: 1.4 });
    await create({ ...lea, label: 'theirs', kind: 'above', threshold: 15 }, other);
  });
  afterAll(async () => {
    await server?.stop();
    await fixture?.close();
  });

  it('fires once per crossing: not again while the condition holds, again after it stopped', async () => {
    const second = await day('2026-11-22', repriced({ [LEA]: '16.00', [TWO_XM]: '1.20' }));
    expect(second.get('above')).toMatchObject({ holding: true, firedOn: '2026-11-22', firedPrice: 16 });
    expect(second.get('change')).toMatchObject({ firedOn: '2026-11-22', firedPrice: 16 });
    expect(second.get('want')).toMatchObject({ firedOn: '2026-11-22', firedPrice: 1.2 });
    expect(second.get('below')).toMatchObject({ holding: false, firedOn: null });
    expect((await alerts(other))[0]).toMatchObject({ firedOn: '2026-11-22', firedPrice: 16 });

    const third = await day('2026-11-23', repriced({ [LEA]: '17.00', [TWO_XM]: '1.20' }));
    expect(third.get('above')).toMatchObject({ holding: true, firedOn: '2026-11-22', firedPrice: 16 });

    const fourth = await day('2026-11-24', repriced({ [LEA]: '12.00' }));
    expect(fourth.get('above')).toMatchObject({
      holding: false,
      firedOn: '2026-11-22',
      stateOn: '2026-11-24',
    });
    expect(fourth.get('want')).toMatchObject({ holding: false, firedOn: '2026-11-22' });

    const fifth = await day('2026-11-25', repriced({ [LEA]: '15.50' }));
    expect(fifth.get('above')).toMatchObject({ holding: true, firedOn: '2026-11-25', firedPrice: 15.5 });
  });

  it('a fire reaches the device through the change feed', async () => {
    const page = (await user.api.get<{ changes: { entity: string; data: Alert }[] }>('/sync/changes?since=0'))
      .body.data;
    const fired = page?.changes.filter(
      (change) => change.entity === 'alerts' && change.data.label === 'above',
    );
    expect(fired?.at(-1)?.data).toMatchObject({ firedOn: '2026-11-25' });
  });
});
