// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outboxCalls } from '../../db/testing/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { WANT_TEXTS } from '../../domain/texts';
import { WANT_FILE_TEXTS as TEXTS } from '../../domain/wants/wantFileTexts';
import WantImportExport from './WantImportExport';

const frame = hookDatabase();
const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText(TEXTS.importFile), {
    target: { files: [new File([text], 'wants.txt')] },
  });

describe('WantImportExport', () => {
  it('refuses a file with bad lines, naming each, and adds nothing; a good file adds every want', async () => {
    const db = frame.open();
    render(<WantImportExport />, { wrapper: frame.wrapper });
    choose('4 Lightning Bolt (LEA) 161\nBlack Lotus\n1000 Opt\n');
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.fixLines(2));
    expect(screen.getByText(TEXTS.line(2, TEXTS.unreadableLine))).toBeTruthy();
    expect(screen.getByText(TEXTS.line(3, WANT_TEXTS.quantityRange))).toBeTruthy();
    expect(await db.wants.count()).toBe(0);

    choose('4 Lightning Bolt (LEA) 161\n1 Black Lotus\n');
    await screen.findByText(TEXTS.imported(2));
    expect((await db.wants.toArray()).map((want) => want.name).sort()).toEqual([
      'Black Lotus',
      'Lightning Bolt',
    ]);
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /wants/batch',
    ]);
    expect(screen.getByRole('button', { name: TEXTS.exportDecklist })).toHaveProperty('disabled', false);
  });
});
