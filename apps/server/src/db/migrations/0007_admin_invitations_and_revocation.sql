CREATE TABLE "admin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "admin_invitations_kind_check" CHECK ("admin_invitations"."kind" in ('invitation', 'setup')),
	CONSTRAINT "admin_invitations_email_lower_check" CHECK ("admin_invitations"."email" = lower("admin_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_invitations_email_idx" ON "admin_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A row counts as signed up when an identity account is linked to it. Admin rows nobody has
-- signed in to were claimable by whoever signed up first with the address: they lose the role
-- (an operator grants it again after the person has signed up, or ADMIN_EMAILS prints a setup link).
UPDATE "users" SET "signed_up_at" = "created_at" WHERE "auth_user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "role" = 'user' WHERE "signed_up_at" IS NULL AND "role" = 'admin';
