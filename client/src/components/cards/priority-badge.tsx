import { Badge } from "@chakra-ui/react";
import type { BadgeProps } from "@chakra-ui/react";
import { CircleAlert, Info, TriangleAlert } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { Priority } from "../../gql/graphql";

interface PriorityLook {
  label: string;
  /** Named on the icon, so a test can tell which one is drawn while it stays hidden from screen readers. */
  iconName: string;
  Icon: LucideIcon;
  style: BadgeProps;
}

/**
 * Each level differs in icon, fill (solid, tinted, outlined) and weight, not in colour alone;
 * every text colour is dark enough on its background for WCAG AA.
 */
const PRIORITY_LOOK: Record<Priority, PriorityLook> = {
  high: {
    label: "High Priority",
    iconName: "triangle-alert",
    Icon: TriangleAlert,
    style: { bg: "red.700", color: "white", borderColor: "red.700", fontWeight: "bold" },
  },
  medium: {
    label: "Medium Priority",
    iconName: "circle-alert",
    Icon: CircleAlert,
    style: { bg: "orange.100", color: "orange.800", borderColor: "orange.800", fontWeight: "semibold" },
  },
  low: {
    label: "Low Priority",
    iconName: "info",
    Icon: Info,
    style: { bg: "bg", color: "green.800", borderColor: "green.800", fontWeight: "medium" },
  },
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { label, iconName, Icon, style } = PRIORITY_LOOK[priority];
  return (
    <Badge size="md" gap="1.5" borderWidth="1px" data-priority={priority} {...style}>
      <Icon size={14} strokeWidth={2.5} aria-hidden data-icon={iconName} />
      {label}
    </Badge>
  );
}
