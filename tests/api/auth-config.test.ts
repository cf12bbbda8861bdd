import { ConfigError, loadConfig } from "../../server/src/config";

describe("sign-in configuration", () => {
  it("defaults to no trusted proxy, no previous secrets and 100 failures per address", () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      signInMaxFailuresPerAddress: 100,
      jwt: { previousSecrets: [] },
    });
  });

  it("reads TRUST_PROXY as a number of proxies or a list of addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("refuses TRUST_PROXY=true, which would let any client choose its own address", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would believe any client/);
  });

  it("splits JWT_PREVIOUS_SECRETS on commas and wants each as long as JWT_SECRET", () => {
    const old = "o".repeat(32);
    const older = "p".repeat(40);
    expect(loadConfig({ JWT_PREVIOUS_SECRETS: `${old}, ${older}` }).jwt.previousSecrets).toEqual([old, older]);
    expect(() => loadConfig({ JWT_PREVIOUS_SECRETS: `${old},short` })).toThrow(ConfigError);
  });

  it("refuses a per-address limit below 1", () => {
    expect(() => loadConfig({ SIGN_IN_MAX_FAILURES_PER_ADDRESS: "0" })).toThrow(/SIGN_IN_MAX_FAILURES_PER_ADDRESS/);
  });
});
