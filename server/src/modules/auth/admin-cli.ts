import { actAs } from "../../kernel/audit";
import { AppError, NotFoundError } from "../../kernel/errors";
import { Role } from "../../kernel/roles";
import type { User } from "./user.entity";
import type { IssuedPassword, UserService } from "./user.service";

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  create <username> [email] [--role editor|administrator]
                              Create a staff user with a temporary password (shown once);
                              an administrator unless --role says otherwise
  list                        List staff users
  disable <username>          Disable a user and end their sessions at once
  enable <username>           Enable a disabled user again
  reset-password <username>   Issue a new temporary password and end the user's sessions`;

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** The one place a temporary password is shown: it is stored only as a hash. */
export function temporaryPasswordNotice({ user, temporaryPassword }: IssuedPassword): string {
  const until = user.temporaryPasswordExpiresAt?.toISOString() ?? "";
  return [
    `Temporary password for ${user.username}: ${temporaryPassword}`,
    `It is shown only this once. It works until ${until}, and only to choose a new password at the first sign-in.`,
  ].join("\n");
}

function describe(user: User): string {
  return `${user.username} (${user.email ?? "no e-mail"}): ${user.status}`;
}

const ROLE_OPTION = "--role";
const ROLES: Record<string, Role> = { administrator: Role.ADMINISTRATOR, editor: Role.EDITOR };

/** `--role <name>` taken out of the operands; undefined role when the option is present but names no role. */
function withoutRoleOption(args: string[]): { operands: string[]; role: Role | undefined } {
  const at = args.indexOf(ROLE_OPTION);
  if (at < 0) return { operands: args, role: Role.ADMINISTRATOR };
  const name = args[at + 1]?.toLowerCase() ?? "";
  return {
    operands: [...args.slice(0, at), ...args.slice(at + 2)],
    role: Object.hasOwn(ROLES, name) ? ROLES[name] : undefined,
  };
}

function table(users: User[]): string {
  const rows = [
    ["USERNAME", "E-MAIL", "STATUS", "ROLE", "CREATED"],
    ...users.map((user) => [user.username, user.email ?? "-", user.status, user.role, user.createdAt.toISOString()]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Who the audit log says made a change from the admin command line. */
const COMMAND_LINE = { actor: () => Promise.resolve("command line"), clientAddress: null };

/**
 * Runs one command of `npm run admin -- <command>` and answers the process exit code. The
 * database is opened (`connect`) only once the command is known to be well formed.
 */
export function runAdminCommand(
  args: string[],
  connect: () => Promise<UserService>,
  out: AdminOutput,
): Promise<number> {
  return actAs(COMMAND_LINE, () => runCommand(args, connect, out));
}

async function runCommand(args: string[], connect: () => Promise<UserService>, out: AdminOutput): Promise<number> {
  const [command, ...rest] = args;
  const { operands, role } = withoutRoleOption(rest);
  const [username, email] = operands;
  const arity: Record<string, [number, number]> = {
    create: [1, 2],
    list: [0, 0],
    disable: [1, 1],
    enable: [1, 1],
    "reset-password": [1, 1],
  };
  if (command === undefined || command === "help" || command === "--help") {
    out.log(ADMIN_USAGE);
    return 0;
  }
  const bounds = Object.hasOwn(arity, command) ? arity[command] : undefined;
  const roleMisplaced = operands.length !== rest.length && command !== "create";
  if (!bounds || operands.length < bounds[0] || operands.length > bounds[1] || !role || roleMisplaced) {
    out.error(ADMIN_USAGE);
    return 2;
  }
  try {
    const users = await connect();
    switch (command) {
      case "create": {
        const issued = await users.create(username, email ?? null, role);
        out.log(`Created ${describe(issued.user)}, ${issued.user.role}`);
        out.log(temporaryPasswordNotice(issued));
        break;
      }
      case "list": {
        const all = await users.list();
        out.log(all.length > 0 ? table(all) : "No users yet: create one with `npm run admin -- create <username>`.");
        break;
      }
      case "disable":
        out.log(`Disabled ${describe(await users.disable(username))}; their sessions have ended.`);
        break;
      case "enable":
        out.log(`Enabled ${describe(await users.enable(username))}`);
        break;
      case "reset-password": {
        const issued = await users.resetPassword(username);
        out.log(`Reset the password of ${describe(issued.user)}; their sessions have ended.`);
        out.log(temporaryPasswordNotice(issued));
        break;
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    out.error(error instanceof NotFoundError ? `No user named ${username}` : error.message);
    return 1;
  }
}
