import type { SystemConfig, SystemContext } from "@chakra-ui/react";

declare module "@chakra-ui/react" {
  /**
   * createSystem a step at a time, each step short enough to answer a tap between two: added to
   * Chakra by client/build/chakra-styling-once.ts, so only the built bundles have it (not jest).
   */
  export function createSystemInSteps(...configs: SystemConfig[]): Generator<void, SystemContext>;
}
