import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';

/** Catches render crashes outside the router (providers); the router has its own screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] render crash', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** Router `errorElement`: a crash in any page shows the global error screen. */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  console.error('[app] route error', error);
  return <ErrorScreen />;
};
