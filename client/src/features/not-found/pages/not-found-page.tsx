import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { PageTitle } from "../../../components/page-title";
import { paths } from "../../../config/paths";

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageTitle page="Page not found" />
      <h1>Oops! Page not found</h1>
      <p>
        <Link to={paths.home}>Return to Home</Link>
      </p>
    </>
  );
}
