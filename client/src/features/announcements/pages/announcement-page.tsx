import { Box, Container, HStack, Stack } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { DateLabel } from "../../../components/cards/date-label";
import { PriorityBadge } from "../../../components/cards/priority-badge";
import { ContentNotFound } from "../../../components/content-not-found";
import { PageMeta } from "../../../components/page-meta";
import { PrintedFrom } from "../../../components/printed-from";
import { BackLink } from "../../../components/ui/back-link";
import { PageHero } from "../../../components/ui/page-hero";
import { RichText } from "../../../components/ui/rich-text";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { announcementsPaths } from "../paths";
import { isNotFound } from "../../../lib/graphql-errors";
import { usePreviewToken } from "../../../lib/preview-link";
import { useStaffPreview } from "../../../lib/use-staff-preview";
import { useAnnouncementDetails } from "../api";
import { PreviewNotice } from "../../../components/ui/preview-notice";

function AnnouncementNotFound() {
  return (
    <ContentNotFound
      title="Announcement Not Found"
      message="The announcement you're looking for doesn't exist or has been removed."
      to={announcementsPaths.list}
      linkLabel="View All Announcements"
    />
  );
}

export function AnnouncementPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useAnnouncementDetails(id, usePreviewToken());

  const renewing = useStaffPreview(error, refetch);

  if (!id || (isNotFound(error) && !renewing)) return <AnnouncementNotFound />;
  const back = (
    <Box mt="4">
      <BackLink to={announcementsPaths.list}>Back to All Announcements</BackLink>
    </Box>
  );
  const announcement = data?.announcement;
  if (!announcement) {
    return (
      <>
        <PageMeta page="Announcements" description="An announcement from our school." />
        <PageHero maxW="3xl" title="Announcement">
          {back}
        </PageHero>
        <Container maxW="3xl" py="10">
          {loading || renewing ? (
            <LoadingState label="Loading announcement..." />
          ) : (
            <ErrorState
              title="Error Loading Announcements"
              message="There was a problem loading the announcement. Please try again later."
              onRetry={retry(refetch)}
            />
          )}
        </Container>
      </>
    );
  }

  return (
    <>
      <PageMeta page={announcement.title} description={announcement.contentText.slice(0, 150)} />
      <PageHero maxW="3xl" title={announcement.title}>
        {back}
      </PageHero>
      <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6">
          <PreviewNotice item={announcement} />
          <HStack gap="3" flexWrap="wrap">
            <DateLabel date={announcement.date} />
            <PriorityBadge priority={announcement.priority} />
          </HStack>
          <RichText html={announcement.content} />
        </Stack>
        <PrintedFrom />
      </Container>
    </>
  );
}
