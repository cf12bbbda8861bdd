import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { PageMeta } from "../../../components/page-meta";
import { useHttpStatus } from "../../../lib/page-context";
import { LinkButton } from "../../../components/ui/link-button";
import { PageHero } from "../../../components/ui/page-hero";
import { homePath } from "../../home/paths";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useHttpStatus(404);

  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageMeta page="Page not found" description="The page you asked for does not exist." />
      <meta name="robots" content="noindex" />
      <PageHero title="Oops! Page not found" subtitle="The page you're looking for doesn't exist or has moved.">
        <LinkButton to={homePath} mt="6" colorPalette="accent">
          Return to Home
        </LinkButton>
      </PageHero>
    </>
  );
}
