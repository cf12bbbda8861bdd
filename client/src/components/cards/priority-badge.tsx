import { Badge } from "@chakra-ui/react";
import type { Priority } from "../../gql/graphql";

/** The priority labels, and a colour for each (dark enough for white text at AA). */
const PRIORITY_LOOK: Record<Priority, { label: string; bg: string }> = {
  high: { label: "High Priority", bg: "red.700" },
  medium: { label: "Medium Priority", bg: "orange.800" },
  low: { label: "Low Priority", bg: "green.800" },
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const look = PRIORITY_LOOK[priority];
  return (
    <Badge bg={look.bg} color="white" size="md">
      {look.label}
    </Badge>
  );
}
