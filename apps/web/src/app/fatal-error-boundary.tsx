import { Component, type ReactNode } from 'react';
import { ErrorView } from '../components/error-view.tsx';

/** Last line of defence for errors outside the router (providers, the router itself). */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorView status={500} /> : this.props.children;
  }
}
