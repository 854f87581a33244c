CREATE TABLE "departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departures_seats_check" CHECK ("departures"."seats_taken" >= 0 and "departures"."seats_taken" <= "departures"."seats_total"),
	CONSTRAINT "departures_seats_total_check" CHECK ("departures"."seats_total" between 1 and 1000),
	CONSTRAINT "departures_price_check" CHECK ("departures"."price_cents" is null or "departures"."price_cents" >= 0),
	CONSTRAINT "departures_status_check" CHECK ("departures"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "departures_package_starts_idx" ON "departures" USING btree ("package_id","starts_at");
--> statement-breakpoint
CREATE INDEX "departures_open_starts_idx" ON "departures" USING btree ("starts_at") WHERE "departures"."status" = 'open';
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('unpaid', 'paid', 'refunded', 'cancelled', 'expired'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" uuid;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travellers" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "traveller_names" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_travellers_check" CHECK ("bookings"."travellers" between 1 and 20);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");
--> statement-breakpoint
CREATE INDEX "bookings_hold_expires_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'unpaid' and "bookings"."hold_expires_at" is not null;
--> statement-breakpoint
-- Seats are counted by the database, in the statement that changes a booking and under the
-- departure's row lock: a booking that holds seats (unpaid or paid) takes its travellers when it
-- is made and gives them back when it stops holding them (cancelled, expired, refunded, deleted).
-- A new booking finds its departure open, not started, and with enough seats, or fails with
-- SQLSTATE WF409 (SOLD_OUT, the seats left in DETAIL) or WF410 (DEPARTURE_NOT_OPEN): concurrent
-- bookings of the last seats wait for each other's row lock, and exactly the seats there are sold.
CREATE FUNCTION "departure_seats_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_holds boolean := false;
  new_holds boolean := false;
  seats_left integer;
  departure_status text;
  departure_starts timestamptz;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_holds := OLD."departure_id" IS NOT NULL AND OLD."status" IN ('unpaid', 'paid');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_holds := NEW."departure_id" IS NOT NULL AND NEW."status" IN ('unpaid', 'paid');
  END IF;
  IF old_holds AND new_holds AND OLD."departure_id" = NEW."departure_id" AND OLD."travellers" = NEW."travellers" THEN
    RETURN NULL;
  END IF;
  IF old_holds THEN
    UPDATE "departures" SET "seats_taken" = "seats_taken" - OLD."travellers", "updated_at" = now()
      WHERE "id" = OLD."departure_id";
  END IF;
  IF new_holds THEN
    UPDATE "departures" SET "seats_taken" = "seats_taken" + NEW."travellers", "updated_at" = now()
      WHERE "id" = NEW."departure_id"
        AND "seats_taken" + NEW."travellers" <= "seats_total"
        AND (TG_OP = 'UPDATE' OR ("status" = 'open' AND "starts_at" > now()));
    IF NOT FOUND THEN
      SELECT "seats_total" - "seats_taken", "status", "starts_at"
        INTO seats_left, departure_status, departure_starts
        FROM "departures" WHERE "id" = NEW."departure_id";
      IF departure_status IS NULL OR (TG_OP = 'INSERT' AND (departure_status <> 'open' OR departure_starts <= now())) THEN
        RAISE EXCEPTION 'DEPARTURE_NOT_OPEN' USING ERRCODE = 'WF410';
      END IF;
      RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'WF409', DETAIL = greatest(seats_left, 0)::text;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_departure_seats_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "departure_seats_track"();
--> statement-breakpoint
CREATE TRIGGER "bookings_departure_seats_update" AFTER UPDATE OF "status", "departure_id", "travellers" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."departure_id" IS DISTINCT FROM NEW."departure_id" OR OLD."travellers" IS DISTINCT FROM NEW."travellers")
  EXECUTE FUNCTION "departure_seats_track"();
