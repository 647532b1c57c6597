import { useCallback, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { readTradeKeep, type TradeKeepSettings } from '../../domain/wants/tradeKeep';

// Per user database: another account on the device keeps its own counts.
const storageKey = (databaseName: string) => `cardfolio-trade-keep:${databaseName}`;

function load(key: string): TradeKeepSettings {
  try {
    return readTradeKeep(JSON.parse(localStorage.getItem(key) ?? '{}'));
  } catch {
    return readTradeKeep(undefined);
  }
}

/** The trade binder's keep counts, on this device only (not synced), and a setter that stores them. */
export function useTradeKeep(): [TradeKeepSettings, (next: TradeKeepSettings) => void] {
  const key = storageKey(useDatabase().name);
  const [settings, setSettings] = useState(() => load(key));
  const save = useCallback(
    (next: TradeKeepSettings) => {
      localStorage.setItem(key, JSON.stringify(next));
      setSettings(next);
    },
    [key],
  );
  return [settings, save];
}
