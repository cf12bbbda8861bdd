import { Box, Button, CloseButton, Stack, Text } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";

/** How long a toast stays before it leaves by itself. */
const TOAST_DURATION_MS = 5000;
/** A toast with a button ('Undo') stays longer, so there is time to read it and reach the button. */
const ACTION_TOAST_DURATION_MS = 10_000;
const MAX_VISIBLE = 3;

type ToastType = "success" | "info" | "error";

interface ToastOptions {
  title: string;
  description?: string;
  type?: ToastType;
  /** A button in the toast, e.g. 'Undo'; pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface Toast extends ToastOptions {
  id: number;
}

/**
 * A small toast store of our own: Chakra's toaster brings a state machine of ~8 KB (gzip) into
 * the first download of every page for a few short notices.
 */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toaster = {
  create(options: ToastOptions): number {
    const toast = { ...options, id: nextId++ };
    toasts = [...toasts, toast].slice(-MAX_VISIBLE);
    emit();
    setTimeout(() => toaster.dismiss(toast.id), options.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
    return toast.id;
  },
  dismiss(id: number): void {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const EDGE: Record<ToastType, string> = { success: "green.500", info: "school.400", error: "red.500" };

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <Stack
      aria-live="polite"
      position="fixed"
      bottom="4"
      insetX="4"
      mx="auto"
      maxW="sm"
      zIndex="toast"
      gap="2"
      pointerEvents="none"
    >
      {current.map((toast) => (
        <Box
          key={toast.id}
          role={toast.type === "error" ? "alert" : "status"}
          display="flex"
          gap="3"
          alignItems="flex-start"
          bg="school.900"
          color="white"
          borderLeftWidth="4px"
          borderLeftColor={EDGE[toast.type ?? "info"]}
          borderRadius="md"
          shadow="lg"
          p="4"
          pointerEvents="auto"
        >
          <Box flex="1">
            <Text fontWeight="bold">{toast.title}</Text>
            {toast.description && (
              <Text fontSize="sm" color="school.100">
                {toast.description}
              </Text>
            )}
          </Box>
          {toast.action && (
            <Button
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200" }}
              onClick={() => {
                toaster.dismiss(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </Button>
          )}
          <CloseButton
            aria-label="Dismiss notification"
            size="sm"
            color="white"
            _hover={{ bg: "whiteAlpha.200" }}
            onClick={() => toaster.dismiss(toast.id)}
          />
        </Box>
      ))}
    </Stack>
  );
}
