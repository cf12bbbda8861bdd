import { Badge, Box, List } from "@chakra-ui/react";
import { ContentImage } from "../../../components/ui/content-image";
import { graphql } from "../../../gql";
import type { StaffPerson_MemberFragment } from "../../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const StaffPersonFragment = graphql(`
  fragment StaffPerson_member on StaffMember {
    name
    role
    picture {
      ...ContentImage_picture
    }
  }
`);

/** One name in a group's row: a small round portrait when there is one, and the role as a badge. */
export function StaffPerson({ person }: { person: StaffPerson_MemberFragment }) {
  return (
    <List.Item gap="2" alignItems="center">
      {person.picture?.image && (
        <Box boxSize="8" borderRadius="full" overflow="hidden" bg="school.50" flexShrink={0}>
          <ContentImage picture={person.picture} sizes="2rem" w="full" h="full" objectFit="cover" />
        </Box>
      )}
      {person.name}
      {person.role && <Badge colorPalette="accent">{person.role}</Badge>}
    </List.Item>
  );
}
