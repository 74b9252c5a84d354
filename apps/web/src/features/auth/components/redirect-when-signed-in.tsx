import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useViewer } from '@/stores/viewer';
import type { UserRole } from '@vizyt/contracts';

/**
 * Login and registration are for guests: a signed-in user (already, or the moment a sign-in
 * succeeds) goes on to `target(role)` instead — the returnUrl or the role's dashboard.
 */
export const RedirectWhenSignedIn = ({ target, children }: { target: (role: UserRole) => string; children: ReactNode }) => {
  const user = useViewer();
  if (user) return <Navigate to={target(user.role)} replace />;
  return children;
};
