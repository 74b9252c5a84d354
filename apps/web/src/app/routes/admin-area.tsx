import { lazyPage } from '../lazy-page';

/**
 * The administration area, one chunk: its layout and the table of its pages (each still a
 * chunk of its own). The shell keeps only the paths and guards (router.tsx); the layout
 * arrives first (layouts/lazy-layouts.tsx), so the table is there before any page renders.
 */
export { AdminLayout as Layout } from '../layouts/admin-layout';

// The admin console (issue #15): overview, users, analytics, verification, moderation, settings, audit log.
const AdminPage = lazyPage(() => import('@/features/admin/routes/admin-page'), 'AdminPage', ['admin', 'errors', 'common']);

export const pages = {
  dashboard: AdminPage,
};
