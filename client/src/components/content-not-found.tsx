import { Text } from "@chakra-ui/react";
import { useHttpStatus } from "../lib/page-context";
import { usePreviewToken } from "../lib/preview-link";
import { PageMeta } from "./page-meta";
import { LinkButton } from "./ui/link-button";
import { PageHero } from "./ui/page-hero";

interface ContentNotFoundProps {
  title: string;
  message: string;
  /** The list to go back to, and the link's text. */
  to: string;
  linkLabel: string;
}

/**
 * The not-found view of a detail page ('Article Not Found', 'Event Not Found', …): heading, message, link
 * to the list; opened through a preview link, also why that link shows nothing now.
 */
export function ContentNotFound({ title, message, to, linkLabel }: ContentNotFoundProps) {
  const previewing = usePreviewToken() !== null;
  useHttpStatus(404);
  return (
    <>
      <PageMeta page={title} description={message} />
      <PageHero maxW="3xl" title={title} subtitle={message}>
        {previewing && (
          <Text mt="4" fontWeight="semibold">
            This preview link has expired or was withdrawn. Ask the school office for a new one.
          </Text>
        )}
        <LinkButton to={to} mt="6" colorPalette="accent">
          {linkLabel}
        </LinkButton>
      </PageHero>
    </>
  );
}
