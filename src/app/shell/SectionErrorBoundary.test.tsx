// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './SectionErrorBoundary';

afterEach(cleanup);

let failing = true;
function Flaky() {
  if (failing) throw new Error('priceIndex is not defined');
  return <p>section content</p>;
}

describe('SectionErrorBoundary', () => {
  it('shows what failed in place of the section and renders it again on Try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    render(
      <>
        <p>header</p>
        <SectionErrorBoundary>
          <Flaky />
        </SectionErrorBoundary>
      </>,
    );
    expect(screen.getByText('header')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('priceIndex is not defined');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('section content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
