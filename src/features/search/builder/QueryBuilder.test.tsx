// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from '../searchTexts';
import { QueryBuilder } from './QueryBuilder';

/** The builder beside the query box, as Advanced Search holds them. */
function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <input aria-label="query" value={text} onChange={(event) => setText(event.target.value)} />
      <QueryBuilder text={text} onChange={setText} />
    </>
  );
}

afterEach(cleanup);

const query = () => (screen.getByLabelText('query') as HTMLInputElement).value;
const control = (row: number, part: string) =>
  screen.getByLabelText(`${SEARCH_TEXTS.condition(row)}: ${part}`);

describe('QueryBuilder', () => {
  it('writes conditions as the query text, a new condition taking the focus', () => {
    render(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.addCondition }));
    expect(document.activeElement).toBe(control(1, SEARCH_TEXTS.field));
    fireEvent.change(control(1, SEARCH_TEXTS.field), { target: { value: 'mv' } });
    fireEvent.change(control(1, SEARCH_TEXTS.operator), { target: { value: '<=' } });
    fireEvent.change(control(1, SEARCH_TEXTS.value), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.addCondition }));
    fireEvent.change(control(2, SEARCH_TEXTS.field), { target: { value: 't' } });
    fireEvent.change(control(2, SEARCH_TEXTS.value), { target: { value: 'legendary creature' } });
    expect(query()).toBe('mv<=2 t:"legendary creature"');
    fireEvent.click(screen.getByLabelText(SEARCH_TEXTS.matchAny));
    fireEvent.click(control(2, SEARCH_TEXTS.negate));
    expect(query()).toBe('mv<=2 OR -t:"legendary creature"');
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.removeCondition(1) }));
    expect(query()).toBe('-t:"legendary creature"');
  });

  it('reads typed text back into conditions, and notes what it keeps as text', () => {
    render(<Harness initial="" />);
    fireEvent.change(screen.getByLabelText('query'), { target: { value: 'type:angel (s:lea OR s:leb)' } });
    expect((control(1, SEARCH_TEXTS.field) as HTMLSelectElement).value).toBe('t');
    expect((control(1, SEARCH_TEXTS.value) as HTMLInputElement).value).toBe('angel');
    expect(screen.getByRole('note').textContent).toContain('(s:lea OR s:leb)');
    fireEvent.change(control(1, SEARCH_TEXTS.value), { target: { value: 'demon' } });
    expect(query()).toBe('t:demon (s:lea OR s:leb)');
  });

  it('offers for a field only the operators its term reads', () => {
    render(<Harness initial="r>=rare" />);
    fireEvent.change(control(1, SEARCH_TEXTS.field), { target: { value: 'a' } });
    const operators = [...(control(1, SEARCH_TEXTS.operator) as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(operators).toEqual([':', '=', '!=']);
    expect(query()).toBe('a:rare');
  });
});
