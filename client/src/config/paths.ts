/** Route paths of the client, in one place. */
export const paths = {
  home: "/",
  notFound: "*",
} as const;
