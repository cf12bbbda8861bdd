/** Stands in for config/env.ts under jest, where import.meta.env does not exist. */
export const env = {
  graphqlUrl: "/graphql",
  isDevelopment: false,
} as const;
