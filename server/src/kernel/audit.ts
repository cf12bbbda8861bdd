import { AsyncLocalStorage } from "node:async_hooks";
import type { EntityManager } from "typeorm";
import type { FieldLabels } from "./field-labels";

/** What an entry of the audit log says happened. */
export enum AuditAction {
  CREATE = "create",
  UPDATE = "update",
  DELETE = "delete",
  RESTORE = "restore",
  /** Removed for good from the trash. */
  PURGE = "purge",
  SIGN_IN = "sign-in",
  SIGN_IN_FAILED = "sign-in-failed",
  ACCOUNT = "account",
}

/** One thing that happened, as an area reports it; who did it and from where default to the request's. */
export interface AuditRecord {
  action: AuditAction;
  /** What kind of thing it happened to: 'News article', 'Page', 'Staff account'. */
  subjectType: string;
  subjectId?: string | null;
  /** One line a person reads: 'Updated "Sports day": title and content'. */
  summary: string;
  /** The fields a change touched, in staff's words. */
  changes?: string[];
  /** Who, when not the signed-in staff member of the request (a sign-in's name, the command line). */
  actor?: string | null;
}

/** Where areas record what happened; inside `manager`'s transaction when one is given, so a rolled-back write leaves no entry. */
export interface AuditTrail {
  record(entry: AuditRecord, manager?: EntityManager): Promise<void>;
}

/** A kind of record whose every insert, update and delete is logged, with how to name one of them. */
export interface AuditedEntity {
  entity: new () => object;
  /** 'News article' */
  kind: string;
  name: (record: object) => string;
  /** What staff call its fields, so an update lists them in their words. */
  labels: FieldLabels<never>;
}

/** The request a write happens in: who is asking (looked up when first needed) and from where. */
export interface ActingRequest {
  actor: () => Promise<string | null>;
  clientAddress: string | null;
}

const acting = new AsyncLocalStorage<ActingRequest>();
/** Scopes of `actAs` still under way. */
let openScopes = 0;

/**
 * Runs `work` (and everything it awaits) as part of `request`, so a write deep inside knows who made it. On
 * Node 20 a storage in use hooks every promise the process makes (about 3 % of a read's CPU), so it is switched
 * off whenever no scope is open: reads, which open none, then pay nothing.
 */
export async function actAs<T>(request: ActingRequest, work: () => Promise<T>): Promise<T> {
  openScopes++;
  try {
    return await acting.run(request, work);
  } finally {
    openScopes--;
    if (openScopes === 0) acting.disable();
  }
}

/** The request being served, if any (jobs and the command line run outside one). */
export function actingRequest(): ActingRequest | undefined {
  return acting.getStore();
}

/** A kind of record named by its title, as every kind of content is. */
export const auditedByTitle = <T extends { title: string }>(
  entity: new () => T,
  kind: string,
  labels: FieldLabels<T>,
): AuditedEntity => ({
  entity,
  kind,
  name: (record) => (record as { title?: string }).title ?? "untitled",
  labels,
});
