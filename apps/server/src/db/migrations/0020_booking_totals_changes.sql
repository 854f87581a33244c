-- The running totals of all bookings (0005) as rows of changes, like the reports' (0018): the
-- triggers only ever INSERT a row, and the `reports.compact` job merges each status's rows into
-- one every minute; readers sum the rows of each status, the same sums before or after.
-- 0005 kept them as counters in 16 shared rows, updated in place: each booking a statement
-- changed locked its slot's rows, in the order the statement met the bookings, so two payments
-- of several bookings each could lock two slots in opposite orders and deadlock (PostgreSQL then
-- aborts one: a traveller charged and answered 500), and every booking waited for the others
-- of its slot to commit.
ALTER TABLE "booking_totals" DROP CONSTRAINT "booking_totals_slot_status_pk";
--> statement-breakpoint
ALTER TABLE "booking_totals" DROP COLUMN "slot";
--> statement-breakpoint
ALTER TABLE "booking_totals" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_totals_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "booking_totals" ("status", "count", "cents") VALUES (OLD."status", -1, -OLD."price_cents");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "booking_totals" ("status", "count", "cents") VALUES (NEW."status", 1, NEW."price_cents");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION "booking_totals_apply"(smallint, text, bigint, bigint);
--> statement-breakpoint
-- Merges the rows of each status that has more than one into one row of their sums, in one
-- statement; rows the triggers add meanwhile are not in its snapshot and stay for the next run.
-- Answers how many rows it merged.
CREATE FUNCTION "booking_totals_compact"() RETURNS integer
LANGUAGE sql AS $$
  WITH "busy" AS (
    SELECT "status" FROM "booking_totals" GROUP BY "status" HAVING count(*) > 1
  ), "merged" AS (
    DELETE FROM "booking_totals" AS t USING "busy" WHERE t."status" = "busy"."status"
    RETURNING t.*
  ), "summed" AS (
    INSERT INTO "booking_totals" ("status", "count", "cents")
    SELECT "status", sum("count"), sum("cents") FROM "merged" GROUP BY "status"
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM "merged")::integer;
$$;
--> statement-breakpoint
-- One row per status to start from (the 16 slots' rows merged).
SELECT "booking_totals_compact"();
