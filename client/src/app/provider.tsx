import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { apolloClient } from "../lib/apollo-client";
import { system } from "./theme";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
