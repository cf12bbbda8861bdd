import { Box, Button, Container, Flex, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Download, FileText } from "lucide-react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { PageMeta } from "../../../components/page-meta";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { toaster } from "../../../components/ui/toaster";
import { formatDateTime } from "../../../lib/dates";
import { useDocuments } from "../api/documents";

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

export function GeneralInfoPage() {
  const { data, loading, error, refetch, loadMore } = useDocuments();
  const timeZone = useSchoolTimeZone();
  const documents = data?.documents.nodes ?? [];

  let body;
  if (error && !data)
    body = <ErrorState message="Failed to load documents. Please try again later." onRetry={retry(refetch)} />;
  else if (loading && !data) body = <LoadingState label="Loading documents..." />;
  else if (documents.length === 0)
    body = <EmptyState title="No documents yet" message="No documents available at the moment." />;
  else
    body = (
      <>
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Documents">
          {documents.map((document) => (
            <Flex
              as="li"
              key={document.id}
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
                  <Heading as="h2" size="md">
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
          ))}
        </Stack>
        {data?.documents.pageInfo.hasNextPage && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta
        page="General Information"
        description="Essential documents and information for parents and students."
      />
      <PageHero
        maxW="4xl"
        title="General Information"
        subtitle="Essential documents and information for parents and students."
      />
      <Container maxW="4xl" py={{ base: "8", md: "12" }}>
        <Box aria-live="polite">{body}</Box>
      </Container>
    </>
  );
}
