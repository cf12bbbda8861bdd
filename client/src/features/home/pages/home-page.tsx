import { useSchoolIdentity } from "../../../api/school-identity";
import { LoadError } from "../../../components/load-error";
import { PageTitle } from "../../../components/page-title";
import { LatestNews } from "../../news/components/latest-news";

export function HomePage() {
  const { data, error, refetch } = useSchoolIdentity();

  return (
    <>
      <PageTitle page="Home" />
      <header className="page-header">
        {data ? (
          <h1>{data.school.name}</h1>
        ) : error ? (
          <LoadError
            message="There was a problem loading the school's details. Please try again later."
            onRetry={() => refetch().catch(() => undefined)}
          />
        ) : (
          <p role="status">Loading…</p>
        )}
      </header>
      <section aria-labelledby="latest-news-heading">
        <h2 id="latest-news-heading">Latest news</h2>
        <LatestNews />
      </section>
    </>
  );
}
