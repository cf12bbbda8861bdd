/** The one module that reads Vite's build-time environment; tests replace it with a plain object. */
export const env = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || "/graphql",
  isDevelopment: import.meta.env.DEV,
} as const;
