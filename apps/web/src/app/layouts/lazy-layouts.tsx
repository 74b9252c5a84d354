import { lazy } from 'react';

/**
 * The signed-in and auth layouts, each in its own chunk: the guest pages (MainLayout) are the
 * first page load of most visitors and need none of them. RootLayout holds the Suspense
 * boundary that shows a full-screen spinner while one arrives.
 */
export const CustomerLayout = lazy(async () => ({ default: (await import('./customer-layout')).CustomerLayout }));
export const SpecialistLayout = lazy(async () => ({ default: (await import('./specialist-layout')).SpecialistLayout }));
export const AdminLayout = lazy(async () => ({ default: (await import('./admin-layout')).AdminLayout }));
export const AuthLayout = lazy(async () => ({ default: (await import('./auth-layout')).AuthLayout }));
