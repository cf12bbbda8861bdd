import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES } from "./password-policy";

/** The production work factor (about 250 ms a hash); only tests pass a lower one. */
const BCRYPT_COST = 12;

/** Hashes and checks passwords with bcrypt. */
export class PasswordHasher {
  /** A well-formed hash of nothing, so an unknown user costs one full bcrypt like a known one. */
  private readonly decoy: string;

  constructor(private readonly cost = BCRYPT_COST) {
    this.decoy = `${bcrypt.genSaltSync(cost)}${"O".repeat(31)}`;
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.cost);
  }

  /** Compares against the hash, or the decoy when there is none; over-long passwords never match. */
  async verify(password: string, hash: string | null): Promise<boolean> {
    const matches = await bcrypt.compare(password, hash ?? this.decoy);
    return matches && hash !== null && Buffer.byteLength(password, "utf8") <= PASSWORD_MAX_BYTES;
  }
}
