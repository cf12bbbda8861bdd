import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeNews } from "./news-cache";

const CreateNewsMutation = graphql(`
  mutation CreateNews($input: NewsInput!) {
    createNews(input: $input) {
      ...AdminNewsRow_news
    }
  }
`);

/** Not optimistic: a failed save must leave every list as it was. */
export function useCreateNews() {
  return useMutation(CreateNewsMutation, {
    update(cache, { data }) {
      if (!data) return;
      const ref = cache.identify(data.createNews);
      if (ref) placeNews(cache, { __ref: ref }, data.createNews.category);
    },
  });
}
