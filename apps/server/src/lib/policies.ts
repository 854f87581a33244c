import type { Actor } from '#lib/actor';

/*
 * Who may read and change whose records (docs/product.md §6, "Roles and permissions"), said once.
 * Records belong to an account by its id, never by e-mail: after an account is deleted, someone
 * else may register its address, and must not inherit what the first account left behind.
 */

/** The record was made by this account (a detached record, user id null, is nobody's). */
export function owns(actor: Actor, record: { userId: string | null }): boolean {
  return record.userId !== null && record.userId === actor.id;
}

/** Owner or admin: may see, cancel, refund or pay for the record. */
export function mayManage(actor: Actor, record: { userId: string | null }): boolean {
  return actor.role === 'admin' || owns(actor, record);
}

/**
 * The `?email=` calls of docs/product.md §7: a traveller may name only their own address (and then gets their
 * own account's records); an admin may name any.
 */
export function mayAskAbout(actor: Actor, email: string): boolean {
  return actor.role === 'admin' || email === actor.email;
}

/** Whether a call naming `email` asks for the caller's own records (by account), not another's. */
export function asksForOwn(actor: Actor, email: string): boolean {
  return email === actor.email;
}
