/// <reference types="vite/client" />

/** The build-time variables the client reads (config/env.ts); all optional. */
interface ImportMetaEnv {
  readonly VITE_GRAPHQL_URL?: string;
}
