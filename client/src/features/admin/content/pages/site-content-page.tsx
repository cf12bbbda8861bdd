import { Card, Flex, Heading, Link, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import { ExternalLink, PanelsTopLeft, Pencil } from "lucide-react";
import { Navigate, Route, Routes, useParams } from "react-router-dom";
import { LinkButton } from "../../../../components/ui/link-button";
import { NotAllowed } from "../../auth/not-allowed";
import { useStaffRole } from "../../auth/use-staff-role";
import { editablePages } from "../content-pages";
import type { EditablePage } from "../content-pages";
import { CONTENT_LIST_PATH, contentEditorPath } from "../content-paths";
import type { AdminSection } from "../../admin-section";

/** Editors leave the school's settings to administrators. */
function useMayEdit(): (page: EditablePage) => boolean {
  const role = useStaffRole();
  return (page) => !page.adminOnly || role === "ADMINISTRATOR";
}

/** Every editable page this staff member may edit: a link to its editor and one to the page as visitors see it. */
function SiteContentList() {
  const mayEdit = useMayEdit();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Editable pages">
      {editablePages.filter(mayEdit).map((page) => (
        <Card.Root as="li" key={page.slug}>
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {page.title}
            </Heading>
            <Text color="fg.muted">{page.description}</Text>
            <Flex gap="3" wrap="wrap" align="center" mt="auto">
              <LinkButton to={contentEditorPath(page.slug)} colorPalette="school" aria-label={`Edit ${page.title}`}>
                <Pencil aria-hidden /> Edit
              </LinkButton>
              <Link
                href={page.publicPath}
                target="_blank"
                rel="noopener"
                color="school.700"
                fontWeight="semibold"
                minH="11"
              >
                View page <ExternalLink size={16} aria-hidden />
                <chakra.span srOnly> {page.title} (opens in a new tab)</chakra.span>
              </Link>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function PageEditor() {
  const { slug } = useParams();
  const mayEdit = useMayEdit();
  const page = editablePages.find((item) => item.slug === slug);
  if (!page) return <Navigate to={CONTENT_LIST_PATH} replace />;
  if (!mayEdit(page)) return <NotAllowed />;
  return <page.Editor key={page.slug} />;
}

/** The Site content section: the list at /admin/content, an editor at /admin/content/<slug>. */
export function SiteContentPage() {
  return (
    <Routes>
      <Route index element={<SiteContentList />} />
      <Route path=":slug" element={<PageEditor />} />
    </Routes>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const siteContentAdminSection: AdminSection = {
  label: "Site content",
  title: "Site content",
  path: CONTENT_LIST_PATH,
  icon: PanelsTopLeft,
  card: {
    title: "Site content",
    description: "Edit the school's details, office hours and the text and pictures of its pages.",
  },
  Page: SiteContentPage,
};
