import { Box, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";

/** A spinner with words, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" align="center" gap="3" py="12" color="fg.muted">
      <Spinner size="lg" color="school.600" borderWidth="3px" />
      <Text>{label}</Text>
    </Stack>
  );
}

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** A failed request: what went wrong in plain words, and a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert" borderLeftWidth="4px" borderColor="accent.600" bg="accent.50" p="5" borderRadius="md">
      {title && (
        <Heading as="h2" size="md" mb="2" color="accent.800">
          {title}
        </Heading>
      )}
      <Text>{message}</Text>
      {onRetry && (
        <Button mt="4" minH="11" colorPalette="school" onClick={onRetry}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      )}
    </Box>
  );
}

/** Nothing to show yet, said kindly. */
export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <Box textAlign="center" py="10" px="4" bg="bg.subtle" borderRadius="lg">
      <Heading as="h2" size="md" color="school.700" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
    </Box>
  );
}

/** Apollo's refetch rejects when the retry fails too; the hook's error state already says so. */
export function retry(refetch: () => Promise<unknown>): () => void {
  return () => {
    refetch().catch(() => undefined);
  };
}
