import { Button, Stack } from "@chakra-ui/react";
import { CalendarPlus, ChevronDown } from "lucide-react";
import { Dropdown } from "../../../components/ui/dropdown";
import { toaster } from "../../../components/ui/toaster";
import { googleCalendarUrl, icsFile, outlookCalendarUrl, toCalendarItem } from "../../../lib/calendar-links";
import type { CalendarItem, CalendarSource } from "../../../lib/calendar-links";
import { downloadText } from "../../../lib/download";

type Choice = "google" | "outlook" | "ics";

async function downloadIcs(item: CalendarItem) {
  try {
    const file = await icsFile(item);
    downloadText(file.fileName, file.content, "text/calendar");
    toaster.create({
      title: "Calendar file downloaded",
      description: "You can import this file into your preferred calendar app",
      type: "success",
    });
  } catch {
    // The file's code arrives on demand: offline, or after a release replaced it, it may not.
    toaster.create({
      title: "Calendar file not downloaded",
      description: "Please check your connection and try again",
      type: "error",
    });
  }
}

interface AddToCalendarMenuProps {
  event: CalendarSource;
  timeZone: string;
  /** The school's address, written after the event's location. */
  address: string | undefined;
}

export function AddToCalendarMenu({ event, timeZone, address }: AddToCalendarMenuProps) {
  const choose = (choice: Choice) => {
    const item = toCalendarItem(event, { timeZone, address, origin: window.location.origin });
    if (choice === "google") {
      window.open(googleCalendarUrl(item), "_blank", "noopener,noreferrer");
      toaster.create({
        title: "Event added to Google Calendar",
        description: "The event has been opened in Google Calendar",
        type: "success",
      });
    } else if (choice === "outlook") {
      window.open(outlookCalendarUrl(item), "_blank", "noopener,noreferrer");
      toaster.create({
        title: "Event added to Outlook",
        description: "The event has been opened in Outlook Calendar",
        type: "success",
      });
    } else {
      void downloadIcs(item);
    }
  };

  const options: { choice: Choice; label: string }[] = [
    { choice: "google", label: "Google Calendar" },
    { choice: "outlook", label: "Outlook" },
    { choice: "ics", label: "Download .ics file" },
  ];

  return (
    <Dropdown
      trigger={(props) => (
        <Button colorPalette="school" minH="11" {...props}>
          <CalendarPlus aria-hidden size={18} />
          Add to Calendar
          <ChevronDown aria-hidden size={16} />
        </Button>
      )}
    >
      {(close) => (
        <Stack as="ul" listStyleType="none" gap="0">
          {options.map((option) => (
            <li key={option.choice}>
              <Button
                variant="ghost"
                w="full"
                justifyContent="flex-start"
                minH="11"
                borderRadius="0"
                onClick={() => {
                  close();
                  choose(option.choice);
                }}
              >
                {option.label}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Dropdown>
  );
}
