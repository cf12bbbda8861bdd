import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageContextProvider } from "../lib/page-context";
import type { PageContextValue } from "../lib/page-context";
import { siteSystem } from "./theme";

interface AppProviderProps {
  /** The browser's one client, or the server's for the page it renders. */
  client: ApolloClient;
  page: PageContextValue;
  children: ReactNode;
}

export function AppProvider({ client, page, children }: AppProviderProps) {
  return (
    <ChakraProvider value={siteSystem()}>
      <ApolloProvider client={client}>
        <PageContextProvider value={page}>{children}</PageContextProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
