import type { SystemConfig, SystemContext } from "@chakra-ui/react";

declare module "@chakra-ui/react" {
  /**
   * createSystem a step at a time, each step short enough to answer a tap between two: added to
   * Chakra's build by client/build/chakra-styling-once.ts, so the browser's bundle has it, not Node.
   */
  export function createSystemInSteps(...configs: SystemConfig[]): Generator<void, SystemContext>;
}
