import { HStack, Text } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { formatDate } from "../../lib/dates";

export function DateLabel({ date }: { date: string }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <CalendarDays size={16} aria-hidden />
      <Text asChild>
        <time dateTime={date}>{formatDate(date)}</time>
      </Text>
    </HStack>
  );
}
