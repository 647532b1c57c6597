import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';
import { createCollection } from '../collections/createCollection';
import { CardfolioDatabase } from '../database';
import { SCHEMA_VERSIONS } from '../migrations';
import { DatabaseOutdatedError, isOutdated, onOutdated } from './outdated';

const opened: CardfolioDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function open(name: string, versions = SCHEMA_VERSIONS) {
  const db = new CardfolioDatabase(name, versions);
  opened.push(db);
  return db;
}

const NEWER = Math.max(...SCHEMA_VERSIONS.map((entry) => entry.version)) + 1;
const NEXT_VERSION = [...SCHEMA_VERSIONS, { version: NEWER, stores: {} }];

describe('a schema upgrade from another tab', () => {
  it('closes the old tab at once, so the new one opens, and the old one writes nothing more', async () => {
    const name = `outdated-${crypto.randomUUID()}`;
    const oldTab = open(name);
    await createCollection(oldTab, { name: 'Before the upgrade' });
    const told: string[] = [];
    onOutdated(oldTab, () => told.push('outdated'));

    const newTab = open(name, NEXT_VERSION);
    await newTab.open();
    expect(newTab.verno).toBe(NEWER);
    expect(told).toEqual(['outdated']);
    expect(isOutdated(oldTab)).toBe(true);
    expect(oldTab.isOpen()).toBe(false);

    const refused = createCollection(oldTab, { name: 'After the upgrade' });
    await expect(refused).rejects.toBeInstanceOf(DatabaseOutdatedError);
    await expect(refused).rejects.toThrow(DEVICE_DATABASE_TEXTS.updatedInAnotherTab);
    expect((await newTab.collections.toArray()).map((c) => c.name)).toEqual(['Before the upgrade']);
    expect(await newTab.outbox.count()).toBe(1);
    // Told at once when it listens late.
    onOutdated(oldTab, () => told.push('late listener'));
    expect(told).toEqual(['outdated', 'late listener']);
  });

  it('is not an upgrade when another connection deletes the database', async () => {
    const name = `deleted-${crypto.randomUUID()}`;
    const tab = open(name);
    await tab.open();
    await new CardfolioDatabase(name).delete();
    expect(isOutdated(tab)).toBe(false);
  });
});
