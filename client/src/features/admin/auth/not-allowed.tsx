import { Alert } from "@chakra-ui/react";

/** What an editor sees on an administrator's page reached by its address (the server refuses its data too). */
export function NotAllowed() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not allowed</Alert.Title>
        <Alert.Description>
          Only an administrator can open this page. Ask one if you need something here.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
