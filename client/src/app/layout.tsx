import { Outlet } from "react-router-dom";
import { SiteFooter } from "./site-footer";

export function Layout() {
  return (
    <>
      <main className="site-main container">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
