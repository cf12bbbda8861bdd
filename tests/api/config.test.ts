import { ConfigError, loadConfig } from "../../server/src/config";

describe("loadConfig", () => {
  it("gives every variable a default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 4000,
      host: "0.0.0.0",
      introspection: true,
      seedDemoContent: true,
      database: { url: undefined, embeddedPort: 54329, poolMax: 10, connectTimeoutMs: 5000 },
      school: { timeZone: "Africa/Johannesburg", address: "Fife Ave, Berea 2198, Johannesburg" },
    });
    expect(config.database.embeddedDir).toMatch(/\.data\/postgres$/);
  });

  it("writes logs as JSON lines unless on a terminal or asked for pretty lines", () => {
    expect(loadConfig({}).logFormat).toBe("auto");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "fancy" })).toThrow(/LOG_FORMAT/);
  });

  it("reads the school's identity from the environment", () => {
    const config = loadConfig({
      SCHOOL_NAME: "Test Prep",
      SCHOOL_EMAIL: "office@test.example",
      SCHOOL_PHONE: "011 000 0000",
    });
    expect(config.school).toMatchObject({ name: "Test Prep", email: "office@test.example", phone: "011 000 0000" });
  });

  it("names every invalid variable at once", () => {
    expect(() =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SCHOOL_EMAIL: "nope",
        GRAPHQL_INTROSPECTION: "maybe",
        SCHOOL_TIMEZONE: "Mars/Olympus",
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SCHOOL_EMAIL: "nope",
        GRAPHQL_INTROSPECTION: "maybe",
        SCHOOL_TIMEZONE: "Mars/Olympus",
      });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "SCHOOL_EMAIL", "GRAPHQL_INTROSPECTION", "SCHOOL_TIMEZONE"]) {
        expect(message).toContain(name);
      }
    }
  });

  it("requires a JWT secret of at least 32 characters in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).isProduction).toBe(true);
  });

  it("sends notifications only to https push services: the browsers' by default, or the ones listed", () => {
    expect(loadConfig({}).webPushServices).toEqual([
      "https://fcm.googleapis.com",
      "https://updates.push.services.mozilla.com",
      "https://*.push.apple.com",
      "https://*.notify.windows.com",
    ]);
    expect(
      loadConfig({ WEB_PUSH_SERVICES: " https://push.example.org, https://*.push.example.net " }).webPushServices,
    ).toEqual(["https://push.example.org", "https://*.push.example.net"]);
    for (const refused of ["http://push.example.org", "https://push.example.org/path", "push.example.org"]) {
      expect(() => loadConfig({ WEB_PUSH_SERVICES: refused })).toThrow(/WEB_PUSH_SERVICES/);
    }
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ port: 4000, database: { url: undefined } });
  });
});
