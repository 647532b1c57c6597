import Dexie, { type EntityTable } from 'dexie';

/**
 * Who is signed in on this device, for the service worker: it cannot read local storage, where the
 * page keeps its tokens (part 1 §9), yet Background Sync wakes it with no page open. One row.
 */
export interface DeviceSession {
  key: 'current';
  userId: string;
  accessToken: string;
}

class DeviceDatabase extends Dexie {
  session!: EntityTable<DeviceSession, 'key'>;
  constructor() {
    super('cardfolio-device');
    this.version(1).stores({ session: 'key' });
  }
}

let database: DeviceDatabase | null = null;
const device = () => {
  database ??= new DeviceDatabase();
  return database;
};

export async function rememberDeviceSession(userId: string, accessToken: string): Promise<void> {
  await device().session.put({ key: 'current', userId, accessToken });
}

/** A new access token for the same user (the page refreshed it). */
export async function updateDeviceAccessToken(accessToken: string): Promise<void> {
  await device().session.update('current', { accessToken });
}

export async function forgetDeviceSession(): Promise<void> {
  await device().session.delete('current');
}

export async function readDeviceSession(): Promise<DeviceSession | null> {
  return (await device().session.get('current')) ?? null;
}
