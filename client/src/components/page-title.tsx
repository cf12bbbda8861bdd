import { useSchoolIdentity } from "../api/school-identity";

/** The document title, "{page} | {school name}", with the page name alone until the school's name arrives. */
export function PageTitle({ page }: { page: string }) {
  const { data } = useSchoolIdentity();
  return <title>{data ? `${page} | ${data.school.name}` : page}</title>;
}
