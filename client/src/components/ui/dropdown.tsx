import { Box } from "@chakra-ui/react";
import type { BoxProps } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode, RefObject } from "react";

interface DropdownProps {
  /** Renders the toggle button; spread the given props onto it. */
  trigger: (props: {
    ref: RefObject<HTMLButtonElement | null>;
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick: () => void;
  }) => ReactNode;
  /** The panel's content; `close` closes it (e.g. after a choice). */
  children: (close: () => void) => ReactNode;
  panelProps?: BoxProps;
  /** Changing this closes the panel, e.g. the location. */
  closeKey?: unknown;
}

/** What `openAt` holds while the panel is shut: equal to no closeKey. */
const CLOSED = Symbol("closed");

/**
 * A button that shows and hides a panel of links or actions (the disclosure pattern): Escape,
 * a click outside or focus leaving closes it, and focus returns to the button on Escape.
 */
export function Dropdown({ trigger, children, panelProps, closeKey }: DropdownProps) {
  // The panel is open for the closeKey it was opened at, so a new key closes it without an effect.
  const [openAt, setOpenAt] = useState<unknown>(CLOSED);
  const open = openAt === closeKey;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpenAt(CLOSED);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(CLOSED);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(CLOSED);
      buttonRef.current?.focus();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <Box
      ref={wrapperRef}
      position="relative"
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      {trigger({
        ref: buttonRef,
        "aria-expanded": open,
        "aria-controls": panelId,
        onClick: () => setOpenAt(open ? CLOSED : closeKey),
      })}
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        left="0"
        zIndex="dropdown"
        minW="14rem"
        mt="1"
        py="2"
        bg="white"
        color="fg"
        borderRadius="md"
        shadow="lg"
        borderWidth="1px"
        {...panelProps}
      >
        {open && children(close)}
      </Box>
    </Box>
  );
}
