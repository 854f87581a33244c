-- The mail limits (docs/security.md, "Mail abuse"): a message that an account's own action caused
-- (a contact message's acknowledgement, a booking's confirmation, its hold running out) names that
-- account, and the per-account and per-recipient limits count such messages over the last window.
-- No foreign key: the count outlives the account, or deleting it and signing up again with the
-- same address would start it afresh.
ALTER TABLE "mail_messages" ADD COLUMN "caused_by" uuid;
--> statement-breakpoint
CREATE INDEX "mail_messages_caused_by_idx" ON "mail_messages" USING btree ("caused_by","created_at") WHERE "mail_messages"."caused_by" is not null;
--> statement-breakpoint
-- Messages to an address in a window (the per-recipient limit, the agency's notifications), and
-- oldest first to one address (the operator's CLI): the same index, with its time.
DROP INDEX "mail_messages_to_idx";
--> statement-breakpoint
CREATE INDEX "mail_messages_to_idx" ON "mail_messages" USING btree ("to_address","created_at");
