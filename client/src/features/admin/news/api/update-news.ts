import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeNews } from "./news-cache";

const UpdateNewsMutation = graphql(`
  mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {
    updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminNewsRow_news
    }
  }
`);

/** The article updates itself in the cache; a new date, title or category may move it between lists. */
export function useUpdateNews() {
  return useMutation(UpdateNewsMutation, {
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.identify(data.updateNews);
      if (ref) placeNews(cache, { __ref: ref }, data.updateNews.category);
    },
  });
}
