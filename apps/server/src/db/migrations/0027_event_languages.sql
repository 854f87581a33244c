-- The language of the request that made each row a message is later written about (docs/i18n.md,
-- "E-mails"): its Accept-Language, read as API errors read it. Jobs write those messages with no
-- request at hand (a booking's confirmation, a payment's receipt, a departure's change, the
-- answer to a trip request), so the row keeps it: the recipient's account's own language comes
-- first, this one next. Rows made before this migration were English.
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_language_check" CHECK ("payment_intents"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language_check" CHECK ("payments"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "trip_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_language_check" CHECK ("trip_requests"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_language_check" CHECK ("contacts"."language" in ('en', 'bn'));
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" in ('en', 'bn'));
