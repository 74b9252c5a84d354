import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/stores/hooks';
import { useViewer } from '@/stores/viewer';
import { decideAccess, type AllowedRoles } from '../model/guards';

/** Renders the child routes only for a signed-in user with one of `roles`. */
export const RequireRole = ({ roles, children }: { roles: AllowedRoles; children?: ReactNode }) => {
  const location = useLocation();
  const user = useViewer();
  const endedReason = useAppSelector((state) => state.auth.endedReason);
  const decision = decideAccess({ isAuthenticated: user !== null, user, endedReason }, roles, location);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return children ?? <Outlet />;
};
