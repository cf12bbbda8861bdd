import { useLocation } from "react-router-dom";
import { useSchoolIdentity } from "../api/school-identity";
import { usePublicUrl } from "../lib/page-context";
import { jsonLdText } from "../lib/structured-data";
import type { ImageSource } from "./ui/responsive-image";

/** The fallback JPEG/PNG is at most this wide, the size link previews ask for (about 1200 px). */
const SHARE_IMAGE_MAX_WIDTH = 1280;

interface PageMetaProps {
  /** The page's name, shown first in the tab: "{page} | {school name}". */
  page: string;
  description: string;
  /** The item's picture for link previews (its JPEG/PNG fallback, which every crawler reads). */
  image?: ImageSource | null;
  /** Open Graph's kind of page: an article for news and announcements, a website for the rest. */
  type?: "website" | "article";
  /** Schema.org data about what the page shows (NewsArticle, Event, EducationalOrganization); the page's url and image are added. */
  structuredData?: object;
}

/**
 * The document title and meta description of a page, its canonical address and what link previews
 * (Open Graph, Twitter cards) and search engines read (React 19 hoists them into <head>). Addresses
 * start with PUBLIC_URL, so a page reached through another name still points at the school's own.
 */
export function PageMeta({ page, description, image, type = "website", structuredData }: PageMetaProps) {
  const { data } = useSchoolIdentity();
  const publicUrl = usePublicUrl();
  const { pathname } = useLocation();
  const siteName = data?.school.name;
  const title = siteName ? `${page} | ${siteName}` : page;
  const url = `${publicUrl}${pathname}`;
  const imageUrl = image ? new URL(image.src, `${publicUrl}/`).href : null;
  const imageWidth = image ? Math.min(image.width, SHARE_IMAGE_MAX_WIDTH) : 0;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={page} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_ZA" />
      {siteName && <meta property="og:site_name" content={siteName} />}
      {image && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(imageWidth)} />
          <meta property="og:image:height" content={String(Math.round((image.height * imageWidth) / image.width))} />
        </>
      )}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={page} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdText({ url, ...(imageUrl ? { image: imageUrl } : {}), ...structuredData }),
          }}
        />
      )}
    </>
  );
}
