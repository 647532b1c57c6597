import type { RowMatch } from '../../domain/importExport/matchRows';
import { applyOnlineAnswer, onlineRequests } from '../../domain/importExport/onlineIdentifiers';
import type { PeerRow } from '../../domain/importExport/peerRow';
import type { CardDatabaseClient } from '../cardDatabase/cardDatabaseClient';

/**
 * Asks the card database for the rows the device's catalogue lacks, 75 identifiers a call through the
 * client's rate limiter; answers the matches with what it found. A failed call keeps what was found
 * so far (offline, the rows stay to be fixed by hand).
 */
export async function lookUpOnline(
  client: Pick<CardDatabaseClient, 'collection'>,
  rows: readonly PeerRow[],
  matches: readonly RowMatch[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<RowMatch[]> {
  const requests = onlineRequests(rows, matches);
  let current = [...matches];
  for (const [done, request] of requests.entries()) {
    onProgress(done, requests.length);
    try {
      current = applyOnlineAnswer(current, request, await client.collection(request.identifiers));
    } catch {
      break;
    }
  }
  onProgress(requests.length, requests.length);
  return current;
}
