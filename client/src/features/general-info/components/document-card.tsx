import { Box, Button, Flex, HStack, Heading, Text } from "@chakra-ui/react";
import { Download, FileText } from "lucide-react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { toaster } from "../../../components/ui/toaster";
import { graphql } from "../../../gql";
import type { DocumentCard_DocumentFragment } from "../../../gql/graphql";
import { formatDateTime } from "../../../lib/dates";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const DocumentCardFragment = graphql(`
  fragment DocumentCard_document on Document {
    id
    title
    size
    fileUrl
    uploadDate
  }
`);

function DownloadButton({ title, fileUrl }: { title: string; fileUrl: string }) {
  if (!fileUrl) {
    return (
      <Button
        colorPalette="school"
        minH="11"
        onClick={() =>
          toaster.create({
            title: "Download Error",
            description: "File URL is missing. Please contact the administrator.",
            type: "error",
          })
        }
      >
        <Download aria-hidden size={18} /> Download
      </Button>
    );
  }
  return (
    <Button asChild colorPalette="school" minH="11">
      <a
        href={fileUrl}
        download
        onClick={() =>
          toaster.create({ title: "Download Started", description: `${title} is being downloaded.`, type: "info" })
        }
      >
        <Download aria-hidden size={18} /> Download
        <Box as="span" srOnly>
          {" "}
          {title}
        </Box>
      </a>
    </Button>
  );
}

/** One document in a list: its title, when it was uploaded, its size and the download. */
export function DocumentCard({
  document,
  headingLevel,
}: {
  document: DocumentCard_DocumentFragment;
  /** h2 in the page's one list, h3 under a section's heading. */
  headingLevel: "h2" | "h3";
}) {
  const timeZone = useSchoolTimeZone();
  return (
    <Flex
      as="li"
      direction={{ base: "column", sm: "row" }}
      gap="4"
      p="5"
      borderWidth="1px"
      borderRadius="lg"
      align={{ sm: "center" }}
      justify="space-between"
    >
      <HStack gap="4" align="flex-start">
        <Box color="accent.700" flexShrink={0}>
          <FileText aria-hidden size={32} />
        </Box>
        <Box>
          <Heading as={headingLevel} size="md">
            {document.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {document.uploadDate && <>Uploaded: {formatDateTime(document.uploadDate, timeZone)}</>}
            {document.uploadDate && document.size && " · "}
            {document.size && <>Size: {document.size}</>}
          </Text>
        </Box>
      </HStack>
      <DownloadButton title={document.title} fileUrl={document.fileUrl} />
    </Flex>
  );
}
