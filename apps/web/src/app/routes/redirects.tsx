import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authIndexRedirect, homeRedirect } from '@/features/auth/model/guards';
import { useViewer } from '@/stores/viewer';

/** `/`: the landing page for guests; a signed-in user is sent (replace) to their dashboard. */
export const HomeRoute = ({ landing }: { landing: ReactNode }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const user = useViewer();
  const target = homeRedirect({ isAuthenticated: user !== null, user }, state);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
  if (target) return <FullPageSpinner label={t('redirecting')} />;
  return landing;
};

/** `/auth` alone. */
export const AuthIndexRedirect = () => {
  const user = useViewer();
  return <Navigate to={authIndexRedirect({ isAuthenticated: user !== null, user })} replace />;
};

/** `/book/:serviceId` → `/booking/:serviceId`. */
export const BookRedirect = () => {
  const { serviceId = '' } = useParams();
  return <Navigate to={paths.booking(serviceId)} replace />;
};

/** Old short links (`/login`, `/register`) keep their query string (returnUrl, type). */
export const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
};
