import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DocumentMeta } from '../document-meta';

/** Wraps every route: title/description per path and scroll position handling. */
export const RootLayout = () => (
  <>
    <DocumentMeta />
    <ScrollRestoration />
    <Outlet />
  </>
);
