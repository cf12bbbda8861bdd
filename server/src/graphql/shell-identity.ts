import { graphql } from "graphql";
import type { FormattedExecutionResult, GraphQLSchema } from "graphql";
import type { ShellIdentity } from "../http/client";
import { answeredUnavailable } from "../http/page-renderer";
import type { PageOperationRunner } from "../http/page-renderer";
import type { RequestContext } from "../kernel/request-context";
import type { PublicQueryCache } from "./public-query-cache";

const SCHOOL_IDENTITY_OPERATION = "SchoolIdentity";

/**
 * The client's SchoolIdentity query (client/src/api/school-identity.ts), field for field and with
 * the type names Apollo's cache keeps: its answer goes into every page, so the client starts with
 * it in the cache. A field missing here costs the client one round trip, not a wrong page (a test
 * keeps the two the same).
 */
export const SCHOOL_IDENTITY = /* GraphQL */ `
  query ${SCHOOL_IDENTITY_OPERATION} {
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

/**
 * The school's identity for the page being sent: read once, then kept until the next write. While the
 * database is out of reach it is the last one read, so a page sent meanwhile still names the school.
 */
export function shellIdentity(schema: GraphQLSchema, cache: PublicQueryCache): ShellIdentity {
  let lastGood: object | null = null;
  return async () => {
    const school = await cache
      .remember("school-identity", async () => {
        // Asked as the public: the page is the same for everyone.
        const anonymous: Pick<RequestContext, "isStaff"> = { isStaff: () => Promise.resolve(false) };
        const result = await graphql({ schema, source: SCHOOL_IDENTITY, contextValue: anonymous });
        return result.errors || !result.data ? null : (result.data.school as object);
      })
      .catch(() => null);
    if (school) lastGood = school;
    return school ?? lastGood;
  };
}

/**
 * A page's SchoolIdentity query, answered while the database is out of reach with the last good answer
 * (or, before any, the shell's identity): a page sent meanwhile names the school in its header and footer.
 */
export function identityWhileUnavailable(run: PageOperationRunner, identity: ShellIdentity): PageOperationRunner {
  let lastGood: FormattedExecutionResult | null = null;
  return async (req, res, operation) => {
    const result = await run(req, res, operation);
    if (operation.operationName !== SCHOOL_IDENTITY_OPERATION) return result;
    if (!answeredUnavailable(result)) {
      if (!result.errors && result.data) lastGood = result;
      return result;
    }
    if (lastGood) return lastGood;
    const school = await identity();
    return school ? { data: { school } } : result;
  };
}
