import { useViewer } from '@/stores/viewer';
import { AdminLayout, CustomerLayout, SpecialistLayout } from './lazy-layouts';
import { MainLayout } from './main-layout';

/** Search, service, specialist-profile and booking pages: the signed-in role's layout, else the guest one. */
export const RoleLayout = () => {
  const role = useViewer()?.role;
  if (role === 'SPECIALIST') return <SpecialistLayout />;
  if (role === 'CUSTOMER') return <CustomerLayout />;
  if (role === 'ADMIN') return <AdminLayout />;
  return <MainLayout />;
};
