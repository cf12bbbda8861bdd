import { Button } from "@chakra-ui/react";
import type { ButtonProps } from "@chakra-ui/react";
import { Share2 } from "lucide-react";
import { shareOrCopy } from "../lib/share";
import { toaster } from "./ui/toaster";

interface Notice {
  title: string;
  description: string;
}

interface ShareButtonProps extends Omit<ButtonProps, "onClick"> {
  label: string;
  share: { title: string; text?: string };
  sharedNotice: Notice;
  copiedNotice: Notice;
}

/** Shares the current page natively where the device can, else copies its address. */
export function ShareButton({ label, share, sharedNotice, copiedNotice, ...rest }: ShareButtonProps) {
  const onClick = async () => {
    try {
      const outcome = await shareOrCopy({ ...share, url: window.location.href });
      if (outcome === "shared") toaster.create({ ...sharedNotice, type: "success" });
      if (outcome === "copied") toaster.create({ ...copiedNotice, type: "info" });
    } catch {
      toaster.create({
        title: "Could not share",
        description: "Please copy the address from your browser's address bar.",
        type: "error",
      });
    }
  };
  return (
    <Button variant="outline" minH="11" onClick={() => void onClick()} {...rest}>
      <Share2 aria-hidden size={18} />
      {label}
    </Button>
  );
}
