-- Admin links know who issued them, and can die. An admin's invitation works only while its issuer
-- is an admin (a deleted issuer's `created_by` is set to null, which kills it); the operator's
-- (`npm run admin -- invite`, the ADMIN_EMAILS setup links) have no creator and live until they
-- expire, are used or are revoked.
ALTER TABLE "admin_invitations" ADD COLUMN "issuer" text DEFAULT 'admin' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "revoked_at" timestamp with time zone;
--> statement-breakpoint
-- Setup links were always the operator's. An invitation without a creator was the operator's or
-- that of an admin deleted since: the rows cannot tell, so it stays an admin's and is dead (the
-- operator runs `npm run admin -- invite` again for a pending one).
UPDATE "admin_invitations" SET "issuer" = 'operator' WHERE "kind" = 'setup';
--> statement-breakpoint
-- Pending invitations of issuers who are no longer admins die now, as they will from now on.
UPDATE "admin_invitations" SET "revoked_at" = now()
WHERE "accepted_at" IS NULL AND "issuer" = 'admin'
  AND NOT EXISTS (
    SELECT 1 FROM "users" WHERE "users"."id" = "admin_invitations"."created_by" AND "users"."role" = 'admin'
  );
--> statement-breakpoint
ALTER TABLE "admin_invitations" ALTER COLUMN "issuer" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_issuer_check" CHECK ("admin_invitations"."issuer" in ('admin', 'operator'));
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_issuer_kind_check" CHECK (("admin_invitations"."kind" = 'invitation' or "admin_invitations"."issuer" = 'operator') and ("admin_invitations"."issuer" = 'admin' or "admin_invitations"."created_by" is null));
--> statement-breakpoint
-- The audit trail names the operator as an actor of its own: no account, no id. Adding a column
-- with a constant default and a check rewrites no row, so the append-only triggers (0017) are
-- not involved: every entry so far was an admin's.
ALTER TABLE "audit_events" ADD COLUMN "actor_kind" text DEFAULT 'admin' NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "actor_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_check" CHECK (("audit_events"."actor_kind" = 'admin' and "audit_events"."actor_id" is not null) or ("audit_events"."actor_kind" = 'operator' and "audit_events"."actor_id" is null));
