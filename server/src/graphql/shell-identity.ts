import { graphql } from "graphql";
import type { GraphQLSchema } from "graphql";
import type { ShellIdentity } from "../http/client";
import type { RequestContext } from "../kernel/request-context";
import type { PublicQueryCache } from "./public-query-cache";

/**
 * The client's SchoolIdentity query (client/src/api/school-identity.ts), field for field and with
 * the type names Apollo's cache keeps: its answer goes into every page, so the client starts with
 * it in the cache. A field missing here costs the client one round trip, not a wrong page (a test
 * keeps the two the same).
 */
export const SCHOOL_IDENTITY = /* GraphQL */ `
  query SchoolIdentity {
    school {
      __typename
      name
      motto
      foundingYear
      tagline
      address
      phone
      email
      timeZone
      admissionsPortalUrl
      mapUrl
      officeHours {
        __typename
        day
        opens
        closes
      }
      socialLinks {
        __typename
        network
        url
      }
    }
  }
`;

/** The school's identity for the page being sent: read once, then kept until the next write. */
export function shellIdentity(schema: GraphQLSchema, cache: PublicQueryCache): ShellIdentity {
  return () =>
    cache.remember("school-identity", async () => {
      // Asked as the public: the page is the same for everyone.
      const anonymous: Pick<RequestContext, "isStaff"> = { isStaff: () => Promise.resolve(false) };
      const result = await graphql({ schema, source: SCHOOL_IDENTITY, contextValue: anonymous });
      return result.errors || !result.data ? null : (result.data.school as object);
    });
}
