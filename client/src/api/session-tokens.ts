import { graphql } from "../gql";

/** What every way of signing in answers, so the session starts the same way from each. */
export const SessionTokensFragment = graphql(`
  fragment SessionTokens_tokens on AuthTokens {
    accessToken
    expiresIn
    user {
      id
      username
      email
    }
  }
`);
