import { createCache } from "../lib/apollo-cache";
import { SchoolIdentityDocument } from "../gql/graphql";
import { school } from "../test/mocks";
import { DEFAULT_TIME_ZONE, schoolTimeZoneIn, seedSchoolIdentity } from "./school-identity";

/** Every field the query asks for, with the type names the server writes (server/src/graphql/shell-identity.ts). */
const identity = {
  ...school,
  socialLinks: [{ __typename: "SocialLink", network: "FACEBOOK", url: "https://www.facebook.com/school" }],
};

function pageWith(block: string | null): Document {
  const page = document.implementation.createHTMLDocument("test");
  if (block !== null) page.head.innerHTML = `<script id="school-identity" type="application/json">${block}</script>`;
  return page;
}

describe("seedSchoolIdentity", () => {
  it("puts the identity the server wrote into the page in the cache, so no request is needed", () => {
    const cache = createCache();
    seedSchoolIdentity(cache, pageWith(JSON.stringify(identity)));
    expect(cache.readQuery({ query: SchoolIdentityDocument })).toEqual({ school: identity });
  });

  it("leaves the cache empty without the block, or with a damaged one, so the query asks the API", () => {
    for (const page of [
      pageWith(null),
      pageWith("{not json"),
      pageWith(JSON.stringify({ __typename: "School", name: "Only a name" })),
    ]) {
      const cache = createCache();
      seedSchoolIdentity(cache, page);
      expect(cache.readQuery({ query: SchoolIdentityDocument })).toBeNull();
    }
  });
});

describe("schoolTimeZoneIn", () => {
  it("is the zone of the identity in the cache, and the API's default before it is there", () => {
    const cache = createCache();
    expect(schoolTimeZoneIn(cache)).toBe(DEFAULT_TIME_ZONE);
    seedSchoolIdentity(cache, pageWith(JSON.stringify({ ...identity, timeZone: "America/New_York" })));
    expect(schoolTimeZoneIn(cache)).toBe("America/New_York");
  });
});
