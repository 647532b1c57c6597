// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AddButtonSection, useAddAction } from '../../shell/navigation/addActions';
import { useNavigation } from '../../shell/navigation/navigationStore';
import type { SectionId } from '../../shell/navigation/sections';
import { FloatingAddButton } from './FloatingAddButton';

function SectionView({ section, label, run }: { section: AddButtonSection; label: string; run(): void }) {
  useAddAction(section, label, run);
  return null;
}

const show = (section: SectionId) => act(() => useNavigation.getState().showSection(section));

afterEach(() => {
  cleanup();
  show('cards');
});

describe('FloatingAddButton', () => {
  it('is absent while the section on screen registered no add flow', () => {
    show('cards');
    render(<FloatingAddButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs the registered section's add flow, only on that section", () => {
    const addCard = vi.fn();
    show('cards');
    render(
      <>
        <SectionView section="cards" label="Add card" run={addCard} />
        <FloatingAddButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(addCard).toHaveBeenCalledTimes(1);

    show('sealed');
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    show('advanced-search');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => useNavigation.getState().showTab('admin'));
    expect(screen.queryByRole('button')).toBeNull();
    show('cards');
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
  });

  it('goes away when the section that registered it unmounts', () => {
    show('transactions');
    const { rerender } = render(
      <>
        <SectionView section="transactions" label="Add transaction" run={() => {}} />
        <FloatingAddButton />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Add transaction' })).toBeTruthy();
    rerender(<FloatingAddButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls the latest add flow without registering again on every render', () => {
    const first = vi.fn();
    const second = vi.fn();
    show('sealed');
    const { rerender } = render(
      <>
        <SectionView section="sealed" label="Add sealed product" run={first} />
        <FloatingAddButton />
      </>,
    );
    rerender(
      <>
        <SectionView section="sealed" label="Add sealed product" run={second} />
        <FloatingAddButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add sealed product' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
