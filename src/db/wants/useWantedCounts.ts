import { useMemo } from 'react';
import { type WantedCount, wantedCounts } from '../../domain/wants/wantedCounts';
import { useWantList } from './useWants';

const NONE: WantedCount = () => 0;

/** The "wanted (N)" lookup, live; call it once per list and hand each row its count. */
export function useWantedCounts(): WantedCount {
  const list = useWantList();
  return useMemo(() => (list ? wantedCounts(list) : NONE), [list]);
}
