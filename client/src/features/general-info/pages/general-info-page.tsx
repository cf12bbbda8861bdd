import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import type { DocumentCard_DocumentFragment } from "../../../gql/graphql";
import { useGeneralInfo } from "../api/general-info";
import { DocumentCard } from "../components/document-card";

function DocumentList({
  documents,
  label,
  headingLevel,
}: {
  documents: DocumentCard_DocumentFragment[];
  label: string;
  headingLevel: "h2" | "h3";
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label={label}>
      {documents.map((document) => (
        <DocumentCard key={document.id} document={document} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

export function GeneralInfoPage() {
  const { data, loading, error, refetch } = useGeneralInfo();
  const content = data?.generalInfoContent;
  const sections = content?.sections.filter((section) => section.documents.length > 0) ?? [];
  const others = content?.otherDocuments ?? [];

  let body;
  if (error && !content)
    body = <ErrorState message="Failed to load documents. Please try again later." onRetry={retry(refetch)} />;
  else if (loading && !content) body = <LoadingState label="Loading documents..." />;
  else if (sections.length === 0 && others.length === 0)
    body = <EmptyState title="No documents yet" message="No documents available at the moment." />;
  else if (sections.length === 0) body = <DocumentList documents={others} label="Documents" headingLevel="h2" />;
  else
    body = (
      <Stack gap={{ base: "10", md: "12" }}>
        {[
          ...sections,
          ...(others.length > 0 ? [{ title: "Other documents", description: "", documents: others }] : []),
        ].map((section) => (
          <Box as="section" key={section.title} aria-label={section.title}>
            <Heading as="h2" size="xl" color="school.800" mb={section.description ? "1" : "4"}>
              {section.title}
            </Heading>
            {section.description && (
              <Text color="fg.muted" mb="4">
                {section.description}
              </Text>
            )}
            <DocumentList documents={section.documents} label={section.title} headingLevel="h3" />
          </Box>
        ))}
      </Stack>
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
