import type { ApolloCache, Reference } from "@apollo/client";

/** After the other sign-ins ended, the cached list keeps only the one asking. */
export function keepCurrentSession(cache: ApolloCache) {
  cache.modify<{ mySessions: Reference[] }>({
    fields: {
      mySessions: (sessions, { readField }) => sessions.filter((session) => readField<boolean>("current", session)),
    },
  });
}
