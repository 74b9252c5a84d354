import { lazy, use, type ComponentType } from 'react';

type AreaModule = { Layout: ComponentType; pages: Record<string, ComponentType> };

/**
 * The signed-in and auth layouts, each in its own chunk: the guest pages (MainLayout) are the
 * first page load of most visitors and need none of them. RootLayout holds the Suspense
 * boundary that shows a full-screen spinner while one arrives.
 *
 * Each comes with the table of its area's pages (app/routes/*-area.tsx) in the same chunk, so
 * the shell carries only the areas' paths and guards, not every page's import and
 * namespaces. `Page` renders a page of the table by name; the layout around it has loaded the
 * table already, so it suspends only when rendered outside its layout (RoleLayout's public pages
 * never use it).
 */
const lazyArea = <Module extends AreaModule>(load: () => Promise<Module>) => {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const Layout = lazy(async () => ({ default: (await preload()).Layout }));
  const Page = ({ name }: { name: keyof Module['pages'] & string }) => {
    const Component = (loaded ?? use(preload())).pages[name] as ComponentType;
    return <Component />;
  };
  return { Layout, Page, preload };
};

const auth = lazyArea(() => import('../routes/auth-area'));
const customer = lazyArea(() => import('../routes/customer-area'));
const specialist = lazyArea(() => import('../routes/specialist-area'));
const admin = lazyArea(() => import('../routes/admin-area'));

export const { Layout: AuthLayout, Page: AuthAreaPage } = auth;
export const { Layout: CustomerLayout, Page: CustomerAreaPage } = customer;
export const { Layout: SpecialistLayout, Page: SpecialistAreaPage } = specialist;
export const { Layout: AdminLayout, Page: AdminAreaPage } = admin;
