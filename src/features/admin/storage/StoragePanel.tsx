import { useCallback, useEffect, useState } from 'react';
import { formatBytes } from '../../../domain/catalogue/catalogueTexts';
import { DEVICE_DATABASE_TEXTS as T } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { askPersistence, type DeviceStorage, readDeviceStorage } from './deviceStorage';

const bytes = (value: number | null) => (value === null ? T.storageUnknown : formatBytes(value));

function persistedText(persisted: boolean | null): string {
  if (persisted === null) return T.storageUnknown;
  return persisted ? T.persistentYes : T.persistentNo;
}

/** Admin › Storage (issue 30): what the app stores on this device, its quota, and whether it is kept. */
export function StoragePanel() {
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  const refresh = useCallback(() => readDeviceStorage().then(setStorage), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const ask = async () => {
    await askPersistence();
    await refresh();
  };
  return (
    <section
      aria-labelledby="storage-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="storage-title" className="font-semibold text-text">
        {T.storageTitle}
      </h2>
      {storage && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="device-storage">
          <dt className="text-text-muted">{T.storageUsed}</dt>
          <dd>{bytes(storage.usage)}</dd>
          <dt className="text-text-muted">{T.storageQuota}</dt>
          <dd>{bytes(storage.quota)}</dd>
          <dt className="text-text-muted">{T.storagePersistent}</dt>
          <dd>{persistedText(storage.persisted)}</dd>
        </dl>
      )}
      {storage?.persisted === false && (
        <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={ask}>
          {T.askPersistence}
        </button>
      )}
    </section>
  );
}
