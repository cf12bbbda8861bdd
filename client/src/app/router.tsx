import { Suspense, lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { Layout, StandaloneLayout } from "./layout";
import { adminRoute, maintenanceRoute, pageRoutes } from "./pages";
import type { PageRoute } from "./pages";

/** A page that renders once its chunk has arrived. */
function page({ load }: PageRoute) {
  return lazy(async () => ({ default: await load() }));
}

const AdminApp = page(adminRoute);
const MaintenancePage = page(maintenanceRoute);

/** Public pages, inside the site's layout. */
const pages = pageRoutes.map((route) => ({ path: route.path, Page: page(route) }));

/**
 * Declarative routes: the site loads no data through the router (its pages' queries are answered on
 * the server by Apollo's prerendering), so the data router's extra ~10 KB (gzip) would buy parents
 * nothing. The server draws the same routes inside a StaticRouter (entry-server.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.admin}
        element={
          <Suspense>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<StandaloneLayout />}>
        <Route path={maintenanceRoute.path} element={<MaintenancePage />} />
      </Route>
      <Route element={<Layout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
