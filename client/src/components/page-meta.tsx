import { useSchoolIdentity } from "../api/school-identity";

interface PageMetaProps {
  /** The page's name, shown first in the tab: "{page} | {school name}". */
  page: string;
  description: string;
}

/** The document title and meta description of a page (React 19 hoists them into <head>). */
export function PageMeta({ page, description }: PageMetaProps) {
  const { data } = useSchoolIdentity();
  return (
    <>
      <title>{data ? `${page} | ${data.school.name}` : page}</title>
      <meta name="description" content={description} />
    </>
  );
}
