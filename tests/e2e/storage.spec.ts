import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { DeviceDatabasePage } from './pages/DeviceDatabasePage';

test('Admin shows the storage used, the quota and persistence; persistence is asked after the first real change, not on load', async ({
  page,
}) => {
  const database = new DeviceDatabasePage(page);
  await database.countPersistRequests();
  const { app } = await signUpAndSettle(page);
  // Signed up, the Default Collection made and synced: nothing of the collector's own yet.
  expect(await database.persistRequests()).toBe(0);

  await app.createCollection('Binder');
  await expect.poll(() => database.persistRequests()).toBe(1);
  await app.createCollection('Box');
  await app.expectSyncStatus('Synced');
  expect(await database.persistRequests()).toBe(1);

  const figures = await database.storageFigures();
  expect(Object.keys(figures)).toEqual(['Used', 'Available to Cardfolio', 'Kept when space runs low']);
  expect(figures.Used).toMatch(/^[\d.]+ [KMG]?B$/);
  expect(figures['Available to Cardfolio']).toMatch(/^[\d.]+ [KMGT]?B$/);
  expect(figures['Kept when space runs low']).toMatch(
    /^(Yes|No — the browser may clear it when the disk fills)$/,
  );
});
