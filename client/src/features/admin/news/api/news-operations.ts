import { graphql } from "../../../../gql";
import { defineContentOperations } from "../../components/content-operations";
import { addNewsCategory } from "./news-cache";

/** News for staff: every article, drafts and scheduled ones too (or those in one state), newest first. */
export const newsOperations = defineContentOperations({
  typename: "News",
  listField: "news",
  list: graphql(`
    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {
        nodes {
          ...AdminNewsRow_news
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateNews($input: NewsInput!) {
      createNews(input: $input) {
        ...AdminNewsRow_news
      }
    }
  `),
  update: graphql(`
    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {
      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminNewsRow_news
      }
    }
  `),
  remove: graphql(`
    mutation DeleteNews($id: ID!) {
      deleteNews(id: $id)
    }
  `),
  versions: graphql(`
    query NewsVersions($id: ID!) {
      newsVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminNewsRow_news
      }
    }
  `),
  latest: graphql(`
    query LatestNews($id: ID!) {
      newsItem(id: $id) {
        ...AdminNewsRow_news
      }
    }
  `),
  // A new date, title or category may move it between lists; its category joins the filter's.
  afterSave: (cache, news) => addNewsCategory(cache, news.category),
});
