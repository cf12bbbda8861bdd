import { Award, BookOpen, Globe, Heart, Leaf, Lightbulb, Shield, Sparkles, Star, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ValueIcon as ValueIconName } from "../../gql/graphql";

/** The icons staff choose from for a school value. */
const ICONS: Record<ValueIconName, LucideIcon> = {
  AWARD: Award,
  BOOK: BookOpen,
  GLOBE: Globe,
  HEART: Heart,
  LEAF: Leaf,
  LIGHTBULB: Lightbulb,
  SHIELD: Shield,
  SPARKLES: Sparkles,
  STAR: Star,
  USERS: Users,
};

/** A value's icon, decorative beside its name. */
export function ValueIcon({ icon, size }: { icon: ValueIconName; size: number }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden size={size} />;
}
