import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CardDbFixtureServer } from '../../../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { DatabaseProvider } from '../../../../db/DatabaseProvider';
import type { CardfolioDatabase } from '../../../../db/database';
import { createMemoryAnswerCache } from '../../../cardDatabase/answerCache';
import { type CardDatabaseClient, createCardDatabaseClient } from '../../../cardDatabase/cardDatabaseClient';

/** A client of the fixture server whose rate limiter waits on a clock of its own, not in real time. */
export function fixtureClient(fixture: CardDbFixtureServer, fetchImpl?: typeof fetch): CardDatabaseClient {
  let time = 0;
  return createCardDatabaseClient({
    baseUrl: fixture.url,
    cache: createMemoryAnswerCache(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  });
}

export function renderWithDatabase(db: CardfolioDatabase, ui: ReactElement) {
  return render(<DatabaseProvider database={db}>{ui}</DatabaseProvider>);
}

/** jsdom has no matchMedia: answer the mobile query as a phone or a desktop would. */
export function emulateScreen(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
