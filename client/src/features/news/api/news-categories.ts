import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const NewsCategoriesQuery = graphql(`
  query NewsCategories {
    newsCategories
  }
`);

export function useNewsCategories() {
  return useQuery(NewsCategoriesQuery);
}
