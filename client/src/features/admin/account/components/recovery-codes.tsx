import { Button, Flex, List, Stack, Text } from "@chakra-ui/react";
import { Copy, Download } from "lucide-react";
import { downloadText } from "../../../../lib/download";
import { notify } from "../../components/notify";

const FILE_NAME = "recovery-codes.txt";

/** The recovery codes just made, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const asText = () =>
    [`Recovery codes for ${account} (staff panel). Each code works once.`, "", ...codes, ""].join("\n");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText());
      notify.success("Recovery codes copied");
    } catch {
      notify.failure("Could not copy the codes. Select them and copy them yourself, or download them.");
    }
  };

  return (
    <Stack gap="4">
      <Text>
        Keep these codes somewhere safe, away from your phone. If you lose your phone, each code signs you in once
        instead of a code from the app. They are shown only now.
      </Text>
      <List.Root
        aria-label="Recovery codes"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "1fr 1fr" }}
        gap="2"
        p="4"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
      >
        {codes.map((code) => (
          <List.Item key={code} fontFamily="mono" fontSize="lg" textAlign="center">
            {code}
          </List.Item>
        ))}
      </List.Root>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" minH="11" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy codes
        </Button>
        <Button variant="outline" minH="11" onClick={() => downloadText(FILE_NAME, asText(), "text/plain")}>
          <Download aria-hidden /> Download codes
        </Button>
      </Flex>
    </Stack>
  );
}
