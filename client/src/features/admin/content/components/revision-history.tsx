import { Box, Heading } from "@chakra-ui/react";
import { History } from "lucide-react";
import type { ContentRevisionsQuery } from "../../../../gql/graphql";
import { VersionList } from "../../components/version-list";

interface RevisionHistoryProps {
  revisions: {
    data: ContentRevisionsQuery | undefined;
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
  };
  currentVersion: number;
  timeZone: string;
  /** The form has changes a restore would replace. */
  dirty: boolean;
  restoring: boolean;
  /** Answers whether the restore went through. */
  onRestore: (version: number) => Promise<boolean>;
}

/** The page's saved versions beside its form, newest first, each older one restorable after a confirmation. */
export function RevisionHistory({ revisions, ...list }: RevisionHistoryProps) {
  const entries = revisions.data?.contentRevisions.map((revision) =>
    revision.version === 0 ? { ...revision, note: "The original text" } : revision,
  );
  return (
    <Box as="section" aria-labelledby="content-history" borderWidth="1px" borderRadius="lg" bg="bg" p="4">
      <Heading as="h3" size="md" id="content-history" display="flex" alignItems="center" gap="2" mb="3">
        <History size={20} aria-hidden /> History
      </Heading>
      <VersionList
        {...list}
        versions={{ ...revisions, entries }}
        thing="page"
        emptyMessage="No saved versions yet: the page shows its original text."
      />
    </Box>
  );
}
