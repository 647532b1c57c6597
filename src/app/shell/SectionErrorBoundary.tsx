import { Component, type ReactNode } from 'react';
import { buttonStyles } from '../../ui/buttons';

interface Props {
  children: ReactNode;
}

/**
 * Keeps a section that fails to render from taking the whole app down with it: the header, the
 * navigation and the other sections stay usable. The shell keys it by section, so moving to another
 * section starts afresh; "Try again" re-renders this one.
 */
export class SectionErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('A section failed to render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-error bg-error-light px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold text-error">This section could not be shown</h1>
        <p className="max-w-md text-sm text-text">{this.state.error.message}</p>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </section>
    );
  }
}
