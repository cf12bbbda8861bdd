import { setTimeout as sleep } from "node:timers/promises";
import bcrypt from "bcryptjs";
import { AppError, ErrorCode } from "../../kernel/errors";
import { PASSWORD_MAX_BYTES } from "./password-policy";

/** The production work factor (about 250 ms a hash); only tests pass a lower one. */
const BCRYPT_COST = 12;
const PRODUCTION_HASH_MS = 250;
/**
 * bcryptjs works on the event loop in slices of up to 100 ms, every running hash one slice per turn of
 * the loop: one hash at a time leaves every other request a turn between slices.
 */
const CONCURRENT_HASHES = 1;
/** Hashes beyond this many waiting are refused: at production cost the last one waits about 5 s. */
const WAITING_HASHES = 20;
/** How much each new hash's duration moves the estimate an imitation sleeps for. */
const ESTIMATE_WEIGHT = 0.2;

/** Too many passwords are being hashed at once: the same request works again in a moment. */
class HasherBusyError extends AppError {
  constructor() {
    super(ErrorCode.ServiceUnavailable, "Too many sign-ins at once. Please try again in a moment.");
  }
}

/**
 * Hashes and checks passwords with bcrypt, one at a time per instance with a bounded line: a flood of
 * sign-ins, resets or invitations waits its turn (or is refused as busy) and cannot starve the pages.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** How long a hash takes here, from the recent ones: what `imitate` sleeps. */
  private typicalMs: number;

  constructor(private readonly cost = BCRYPT_COST) {
    this.typicalMs = PRODUCTION_HASH_MS * 2 ** (cost - BCRYPT_COST);
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => bcrypt.hash(password, this.cost));
  }

  /** Compares against the hash; over-long passwords never match. */
  async verify(password: string, hash: string): Promise<boolean> {
    const matches = await this.inTurn(() => bcrypt.compare(password, hash));
    return matches && Buffer.byteLength(password, "utf8") <= PASSWORD_MAX_BYTES;
  }

  /**
   * Takes as long as a hash, without the work: an answer that needed none (an unknown name, a code that
   * is no longer valid) comes no sooner than one that did, and an unknown name costs the server nothing.
   */
  async imitate(): Promise<void> {
    await sleep(this.typicalMs);
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= CONCURRENT_HASHES) {
      if (this.waiting.length >= WAITING_HASHES) throw new HasherBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.typicalMs += (performance.now() - started - this.typicalMs) * ESTIMATE_WEIGHT;
      // The turn passes straight to the next in line, so `running` counts it without a gap.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
