import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Last line of defence around the whole app (providers included): never a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error while rendering the app', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback fullScreen /> : this.props.children;
  }
}
