import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text, chakra } from "@chakra-ui/react";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import { graphql } from "../../../../gql";
import type { PreviewKind, SharePreviewDialog_LinkFragment } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { previewUrl } from "../../../../lib/preview-link";
import { publicationStateOf } from "../../../../lib/publication";
import { notify } from "../../components/notify";
import { usePreviewLinks } from "../api/preview-links";
import { useRevokePreviewLink } from "../api/revoke-preview-link";
import { useSharePreview } from "../api/share-preview";

/**
 * What the dialog shows of a link.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const SharePreviewDialogFragment = graphql(`
  fragment SharePreviewDialog_link on PreviewLink {
    id
    expiresAt
    token
  }
`);

interface SharePreviewButtonProps {
  kind: PreviewKind;
  item: { id: string; title: string; publishedAt?: string | null; expiresAt?: string | null };
  /** The item's public page. */
  path: string;
}

function LinkRow({
  link,
  path,
  timeZone,
  onRevoke,
}: {
  link: SharePreviewDialog_LinkFragment;
  path: string;
  timeZone: string;
  onRevoke: () => Promise<unknown>;
}) {
  const url = previewUrl(path, link.token);
  const [revoking, setRevoking] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success("Preview link copied");
    } catch {
      notify.failure("Could not copy the link. Select it and copy it yourself.");
    }
  };
  const revoke = async () => {
    setRevoking(true);
    try {
      await onRevoke();
      notify.success("Preview link withdrawn");
    } catch {
      setRevoking(false);
      notify.failure("Failed to withdraw the preview link. Please try again.");
    }
  };
  const until = formatInstant(link.expiresAt, timeZone);
  return (
    <Field.Root>
      <Field.Label>Preview link, works until {until}</Field.Label>
      <HStack w="full" gap="2" flexWrap={{ base: "wrap", sm: "nowrap" }}>
        <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" colorPalette="school" onClick={() => void copy()}>
          Copy
          <chakra.span srOnly> the link that works until {until}</chakra.span>
        </Button>
        <Button variant="outline" colorPalette="red" loading={revoking} onClick={() => void revoke()}>
          Withdraw
          <chakra.span srOnly> the link that works until {until}</chakra.span>
        </Button>
      </HStack>
    </Field.Root>
  );
}

/**
 * For an item parents cannot see yet: a new link that shows it, without signing in, for 7 days, and
 * the item's other working links to copy again or withdraw.
 */
export function SharePreviewButton({ kind, item, path }: SharePreviewButtonProps) {
  const timeZone = useSchoolTimeZone();
  const [open, setOpen] = useState(false);
  const [share, shared] = useSharePreview(kind, item.id);
  // Read once the new link is made, so the list always holds it.
  const links = usePreviewLinks(kind, item.id, !open || shared.loading);
  const [revoke] = useRevokePreviewLink(kind, item.id);
  if (publicationStateOf(item) === "PUBLISHED") return null;

  const create = async () => {
    try {
      await share();
    } catch {
      notify.failure("Failed to create a preview link. Please try again.");
    }
  };
  const start = () => {
    setOpen(true);
    void create();
  };
  const current = links.data?.previewLinks ?? (shared.data ? [shared.data.sharePreview] : []);

  return (
    <>
      <Button variant="outline" colorPalette="school" onClick={start}>
        <Share2 aria-hidden />
        Share preview link
        <chakra.span srOnly> of {item.title}</chakra.span>
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Share a preview of “{item.title}”</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    Anyone with a link sees the page as parents will, without signing in, until the link expires or you
                    withdraw it. Search engines never list it.
                  </Text>
                  {shared.loading && current.length === 0 && <Text>Creating a preview link...</Text>}
                  {current.map((link) => (
                    <LinkRow
                      key={link.id}
                      link={link}
                      path={path}
                      timeZone={timeZone}
                      onRevoke={() => revoke(link.id)}
                    />
                  ))}
                  {!shared.loading && current.length === 0 && <Text>No working preview links.</Text>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => void create()} loading={shared.loading}>
                  Create another link
                </Button>
                <Button colorPalette="school" onClick={() => setOpen(false)}>
                  Done
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
