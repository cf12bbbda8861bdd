import { apolloClient } from "../lib/apollo-client";
import type { PageContextValue } from "../lib/page-context";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

export function App({ page }: { page: PageContextValue }) {
  return (
    <AppProvider client={apolloClient} page={page}>
      <AppRouter />
    </AppProvider>
  );
}
