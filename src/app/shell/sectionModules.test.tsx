// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { type ModuleLoader, moduleLoader, useLoadedModule } from './sectionModules';

afterEach(cleanup);

function deferred() {
  let resolve!: (module: { default: ComponentType }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: ComponentType }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Ledger = () => <p>Ledger section</p>;

function Shown({ modules }: { modules: ModuleLoader<'ledger'> }) {
  const Section = useLoadedModule(modules, 'ledger');
  return Section ? <Section /> : <p>Loading…</p>;
}

const shell = (modules: ModuleLoader<'ledger'>) => (
  <SectionErrorBoundary>
    <Shown modules={modules} />
  </SectionErrorBoundary>
);

describe('moduleLoader', () => {
  it('shows loading until the code is in, then draws it at once on every later opening', async () => {
    const chunk = deferred();
    const load = vi.fn(() => chunk.promise);
    const modules = moduleLoader({ ledger: load });
    const first = render(shell(modules));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => chunk.resolve({ default: Ledger }));
    expect(screen.getByText('Ledger section')).toBeTruthy();
    first.unmount();

    render(shell(modules));
    expect(screen.getByText('Ledger section')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load in the error boundary, and "Try again" fetches the code anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempts = [deferred(), deferred()];
    let call = 0;
    const load = vi.fn(() => attempts[call++].promise);
    const modules = moduleLoader({ ledger: load });
    render(shell(modules));
    await act(async () => attempts[0].reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch dynamically imported module');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => attempts[1].resolve({ default: Ledger }));
    expect(screen.getByText('Ledger section')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
