import { Suspense, lazy } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import type { PageRoute } from "../lib/site-sections";
import { Layout, StandaloneLayout } from "./layout";
import { adminRoute, pageRoutes, standaloneRoutes } from "./pages";

/** A page that renders once its chunk has arrived. */
function page({ path, load }: PageRoute) {
  return { path, Page: lazy(async () => ({ default: await load() })) };
}

const StaffPanel = page(adminRoute);

/** Public pages, inside the site's layout or alone. */
const pages = pageRoutes.map(page);
const standalonePages = standaloneRoutes.map(page);

/**
 * Declarative routes: the site loads no data through the router (its pages' queries are answered on
 * the server by Apollo's prerendering), so the data router's extra ~10 KB (gzip) would buy parents
 * nothing. The server draws the same routes inside a StaticRouter (entry-server.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={StaffPanel.path}
        element={
          <Suspense>
            <StaffPanel.Page />
          </Suspense>
        }
      />
      <Route element={<StandaloneLayout />}>
        {standalonePages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
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
