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

/** The not-found view of a detail page ('Article Not Found', 'Event Not Found', …): heading, message, link to the list. */
export function ContentNotFound({ title, message, to, linkLabel }: ContentNotFoundProps) {
  return (
    <>
      <PageMeta page={title} description={message} />
      <PageHero maxW="3xl" title={title} subtitle={message}>
        <LinkButton to={to} mt="6" colorPalette="accent">
          {linkLabel}
        </LinkButton>
      </PageHero>
    </>
  );
}
