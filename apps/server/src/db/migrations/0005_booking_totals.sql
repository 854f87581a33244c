CREATE TABLE "booking_totals" (
	"slot" smallint NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_totals_slot_status_pk" PRIMARY KEY("slot","status")
);
--> statement-breakpoint
-- Kept by triggers, so every way a booking changes (the API, a refund, a script, a cascade) is counted.
CREATE FUNCTION "booking_totals_apply"(p_slot smallint, p_status text, p_count bigint, p_cents bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "booking_totals" ("slot", "status", "count", "cents")
  VALUES (p_slot, p_status, p_count, p_cents)
  ON CONFLICT ("slot", "status") DO UPDATE
    SET "count" = "booking_totals"."count" + EXCLUDED."count",
        "cents" = "booking_totals"."cents" + EXCLUDED."cents";
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_totals_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "booking_totals_apply"((hashtext(OLD."id"::text) & 15)::smallint, OLD."status", -1, -OLD."price_cents");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "booking_totals_apply"((hashtext(NEW."id"::text) & 15)::smallint, NEW."status", 1, NEW."price_cents");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_totals_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_totals_track"();
--> statement-breakpoint
CREATE TRIGGER "bookings_totals_update" AFTER UPDATE OF "status", "price_cents", "id" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."price_cents" IS DISTINCT FROM NEW."price_cents" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "booking_totals_track"();
--> statement-breakpoint
CREATE FUNCTION "booking_totals_reset"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_totals" WHERE true;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_totals_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_reset"();
--> statement-breakpoint
INSERT INTO "booking_totals" ("slot", "status", "count", "cents")
SELECT (hashtext("id"::text) & 15)::smallint, "status", count(*), coalesce(sum("price_cents"), 0)
FROM "bookings" GROUP BY 1, 2;
