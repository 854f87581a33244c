-- The account's language (docs/i18n.md, "The account's language"): the language its pages open
-- in once signed in and its e-mails are written in, and whether Bangla pages write numbers in
-- Bangla or Western digits. Null until the person chooses: the page's language (the
-- `wayfare_locale` cookie or the path) decides until then.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_check" CHECK ("users"."digits" in ('bangla', 'western'));
--> statement-breakpoint
-- The language a message was written in, fixed in the transaction of the event that queued it
-- (decision 008): messages written before this migration were all English.
ALTER TABLE "mail_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_language_check" CHECK ("mail_messages"."language" in ('en', 'bn'));
