CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"dedupe_key" text,
	"from_address" text NOT NULL,
	"reply_to" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"transport_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "mail_messages_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "mail_messages_status_check" CHECK ("mail_messages"."status" in ('queued', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_receipts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_messages_to_idx" ON "mail_messages" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id","position");
--> statement-breakpoint
-- The transactional outbox for the events other features cause (decision 008): in the same
-- transaction as the booking, the payment or the departure change, a `mail.compose` job is
-- written; it renders the message and writes it with its `mail.deliver` job. A crash loses
-- neither: both are rows committed with the event.
CREATE FUNCTION "mail_compose_enqueue"(p_event text, p_payload jsonb, p_key text, p_delay interval)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "jobs" ("queue", "payload", "dedupe_key", "max_attempts", "run_at")
  VALUES ('mail.compose', p_payload || jsonb_build_object('event', p_event),
          'mail.compose:' || p_event || ':' || p_key, 24, now() + p_delay)
  ON CONFLICT ("dedupe_key") DO NOTHING;
END $$;
--> statement-breakpoint
-- A booking of no account (the agency desk's phone reservation, a deleted account's booking) is
-- not mailed: nobody asked Wayfare to write to that address.
CREATE FUNCTION "mail_booking_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "mail_compose_enqueue"('booking-created', jsonb_build_object('bookingId', NEW."id"),
      NEW."id"::text, interval '0');
  ELSIF NEW."status" IS DISTINCT FROM OLD."status"
      AND NEW."status" IN ('cancelled', 'expired', 'refunded') THEN
    PERFORM "mail_compose_enqueue"('booking-ended', jsonb_build_object('bookingId', NEW."id"),
      NEW."id"::text, interval '0');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_mail_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "mail_booking_events"();
--> statement-breakpoint
CREATE TRIGGER "bookings_mail_status" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "mail_booking_events"();
--> statement-breakpoint
CREATE FUNCTION "mail_payment_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "mail_compose_enqueue"('payment-recorded', jsonb_build_object('paymentId', NEW."id"),
    NEW."id"::text, interval '0');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_mail_insert" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "mail_payment_events"();
--> statement-breakpoint
CREATE FUNCTION "mail_departure_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."starts_at" IS DISTINCT FROM OLD."starts_at" AND NEW."status" <> 'cancelled' THEN
    PERFORM "mail_compose_enqueue"('departure-moved',
      jsonb_build_object('departureId', NEW."id", 'previousStartsAt', OLD."starts_at",
        'startsAt', NEW."starts_at"),
      NEW."id"::text || ':' || extract(epoch from NEW."starts_at")::text, interval '0');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "departures_mail_moved" AFTER UPDATE OF "starts_at" ON "departures"
  FOR EACH ROW EXECUTE FUNCTION "mail_departure_events"();
