import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const StaffPageDirectoryQuery = graphql(`
  query StaffPageDirectory {
    staffDirectory {
      subtitle
      principal {
        name
        role
        picture {
          ...ContentImage_picture
        }
      }
      groups {
        title
        picture {
          ...ContentImage_picture
        }
        rows {
          label
          people {
            ...StaffPerson_member
          }
        }
      }
    }
  }
`);

export function useStaffDirectory() {
  return useQuery(StaffPageDirectoryQuery);
}
