// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './TabList';

afterEach(cleanup);

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Example() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('one');
  return (
    <>
      <TabList<(typeof TABS)[number]['id']>
        label="Example"
        idPrefix="ex"
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
      />
      <TabPanel idPrefix="ex" id={selected}>
        panel {selected}
      </TabPanel>
    </>
  );
}

describe('TabList', () => {
  it('selects by click and labels the panel by its tab', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('panel two');
  });

  it('moves with arrow keys (wrapping), Home and End, keeping one tab in the Tab order', () => {
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
