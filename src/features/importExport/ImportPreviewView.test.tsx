// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RowChoice } from '../../domain/importExport/importPreview';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import type { RowMatch } from '../../domain/importExport/matchRows';
import { parsePeerCsv } from '../../domain/importExport/parsePeerCsv';
import { makeDefinition } from '../../domain/testing/factories';
import { ImportPreviewView } from './ImportPreviewView';
import type { ImportSession } from './useImportSession';

afterEach(cleanup);

const shock = makeDefinition('Shock', { set: 'Magic 2011', setCode: 'M11' });

const outcome = parsePeerCsv(
  [
    'title,edition,foil,quantity',
    'Shock,Magic 2011,FALSE,2',
    'Mystery,Nowhere,FALSE,1',
    'Riddle,Nowhere,FALSE,1',
  ].join('\n'),
);
if (!outcome.ok) throw new Error(outcome.error);
const matches: RowMatch[] = [
  { status: 'matched', printing: shock },
  { status: 'unmatched', reason: IMPORT_TEXTS.notFound },
  { status: 'unmatched', reason: IMPORT_TEXTS.notFound },
];

function session(choices: ImportSession['choices']): ImportSession {
  return {
    stage: 'preview',
    fileName: 'cardkingdom.csv',
    error: null,
    file: outcome.ok ? outcome.file : null,
    matches,
    choices,
    duplicateOf: null,
    imported: null,
    progress: { done: 0, total: 0 },
  };
}

const noop = () => {};
const renderPreview = (choices: ImportSession['choices']) =>
  render(<ImportPreviewView session={session(choices)} onChoose={noop} onImport={noop} onCancel={noop} />);
const rowsListed = () =>
  within(screen.getByRole('list', { name: 'Rows that need a choice' }))
    .getAllByTestId('import-fix-row')
    .map((item) => item.textContent?.match(/Line \d+: \w+/)?.[0]);

describe('ImportPreviewView', () => {
  it('lists the open rows first and keeps settled ones, and says what importing now leaves out', () => {
    renderPreview(new Map([[1, 'skip']]));
    expect(rowsListed()).toEqual(['Line 4: Riddle', 'Line 3: Mystery']);
    expect(screen.getByText(IMPORT_TEXTS.stillOpen(1))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeTruthy();
  });

  it('says nothing of open rows once every row is settled', () => {
    renderPreview(
      new Map<number, RowChoice>([
        [1, 'skip'],
        [2, { printing: shock }],
      ]),
    );
    expect(rowsListed()).toEqual(['Line 3: Mystery', 'Line 4: Riddle']);
    expect(screen.queryByText(IMPORT_TEXTS.stillOpen(1))).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeTruthy();
  });
});
