import { LoadError } from "../../../components/load-error";
import { formatDate } from "../../../lib/dates";
import { useLatestNews } from "../api/latest-news";

export function LatestNews() {
  const { data, loading, error, refetch } = useLatestNews();

  if (loading) return <p role="status">Loading news…</p>;
  if (error) {
    return (
      <LoadError
        message="There was a problem loading the news. Please try again later."
        // The hook's error state reports a failed retry; the rejected promise adds nothing.
        onRetry={() => refetch().catch(() => undefined)}
      />
    );
  }

  const articles = data?.news.nodes ?? [];
  if (articles.length === 0) return <p>No news has been published yet.</p>;

  return (
    <ul className="news-list">
      {articles.map((article) => (
        <li key={article.id}>
          <article className="news-item">
            <h3>{article.title}</h3>
            <p className="news-item__meta">
              <time dateTime={article.date}>{formatDate(article.date)}</time>
              <span aria-hidden="true"> · </span>
              <span>{article.category}</span>
            </p>
            <p>{article.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
