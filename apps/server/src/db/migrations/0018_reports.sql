-- Indexes for the operator's reports (docs/architecture.md, "Reports"): each aggregate of GET
-- /reports/overview reads one index over the period's range of its time column, holding every
-- column it sums, so PostgreSQL answers from the index alone (index-only scans; docs/benchmarks.md
-- P5 shows the plans).
CREATE INDEX IF NOT EXISTS "bookings_report_idx" ON "bookings" USING btree ("created_at","status","travellers","price_cents","package_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_cancelled_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_report_idx" ON "payments" USING btree ("created_at","amount_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_report_idx" ON "refunds" USING btree ("created_at","amount_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_signed_up_idx" ON "users" USING btree ("signed_up_at") WHERE "users"."signed_up_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departures_report_idx" ON "departures" USING btree ("starts_at","status","seats_total","seats_taken");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_waiting_idx" ON "contacts" USING btree ("created_at") WHERE "contacts"."handled_at" is null;
--> statement-breakpoint
-- The overview's figures hour by hour (UTC hours: a day of any zone whose offset is whole hours,
-- Asia/Dhaka's included, is 24 of them), kept by triggers on the tables they count, so that a
-- year's figures are read from about 8,800 rows whatever the number of bookings. Zones with
-- half-hour offsets are answered from the tables themselves (features/reports).
-- The triggers only ever INSERT a row of changes (no row is shared by two transactions, so
-- bookings never wait for each other here, nor deadlock over two hours' rows); readers sum the
-- rows of each hour, and the `reports.compact` job merges an hour's rows into one, every minute.
CREATE TABLE "report_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"travellers" integer DEFAULT 0 NOT NULL,
	"paid_bookings" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_hours_hour_idx" ON "report_hours" USING btree ("hour");
--> statement-breakpoint
CREATE FUNCTION "report_hours_apply"(p_at timestamptz, p_bookings int, p_travellers int, p_paid_bookings int, p_expired int, p_cancellations int, p_paid_cents bigint, p_payments int, p_refunded_cents bigint, p_refunds int, p_new_users int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "report_hours" ("hour", "bookings", "travellers", "paid_bookings", "expired", "cancellations", "paid_cents", "payments", "refunded_cents", "refunds", "new_users")
  VALUES (date_trunc('hour', p_at, 'UTC'), p_bookings, p_travellers, p_paid_bookings, p_expired, p_cancellations, p_paid_cents, p_payments, p_refunded_cents, p_refunds, p_new_users);
$$;
--> statement-breakpoint
-- Merges the rows of each hour that has more than one into one row of their sums, in one
-- statement (a reader sees the hour before or after, the same sums either way); rows the
-- triggers add meanwhile are not in this statement's snapshot and stay for the next run.
-- Answers how many rows it merged.
CREATE FUNCTION "report_hours_compact"() RETURNS integer
LANGUAGE sql AS $$
  WITH "busy" AS (
    SELECT "hour" FROM "report_hours" GROUP BY "hour" HAVING count(*) > 1
  ), "merged" AS (
    DELETE FROM "report_hours" AS r USING "busy" WHERE r."hour" = "busy"."hour"
    RETURNING r.*
  ), "summed" AS (
    INSERT INTO "report_hours" ("hour", "bookings", "travellers", "paid_bookings", "expired", "cancellations", "paid_cents", "payments", "refunded_cents", "refunds", "new_users")
    SELECT "hour", sum("bookings"), sum("travellers"), sum("paid_bookings"), sum("expired"), sum("cancellations"), sum("paid_cents"), sum("payments"), sum("refunded_cents"), sum("refunds"), sum("new_users")
    FROM "merged" GROUP BY "hour"
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM "merged")::integer;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_hours_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "report_hours_apply"(OLD."created_at", -1, -OLD."travellers",
      -(OLD."status" IN ('paid', 'refunded'))::int, -(OLD."status" = 'expired')::int, 0, 0, 0, 0, 0, 0);
    IF OLD."cancelled_at" IS NOT NULL THEN
      PERFORM "report_hours_apply"(OLD."cancelled_at", 0, 0, 0, 0, -1, 0, 0, 0, 0, 0);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "report_hours_apply"(NEW."created_at", 1, NEW."travellers",
      (NEW."status" IN ('paid', 'refunded'))::int, (NEW."status" = 'expired')::int, 0, 0, 0, 0, 0, 0);
    IF NEW."cancelled_at" IS NOT NULL THEN
      PERFORM "report_hours_apply"(NEW."cancelled_at", 0, 0, 0, 0, 1, 0, 0, 0, 0, 0);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_report_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "report_hours_bookings"();
--> statement-breakpoint
CREATE TRIGGER "bookings_report_update" AFTER UPDATE OF "status", "travellers", "created_at", "cancelled_at" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."travellers" IS DISTINCT FROM NEW."travellers" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at")
  EXECUTE FUNCTION "report_hours_bookings"();
--> statement-breakpoint
CREATE FUNCTION "report_hours_payments"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "report_hours_apply"(OLD."created_at", 0, 0, 0, 0, 0, -OLD."amount_cents"::bigint, -1, 0, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "report_hours_apply"(NEW."created_at", 0, 0, 0, 0, 0, NEW."amount_cents"::bigint, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_report_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "report_hours_payments"();
--> statement-breakpoint
CREATE TRIGGER "payments_report_update" AFTER UPDATE OF "amount_cents", "created_at" ON "payments"
  FOR EACH ROW WHEN (OLD."amount_cents" IS DISTINCT FROM NEW."amount_cents" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "report_hours_payments"();
--> statement-breakpoint
CREATE FUNCTION "report_hours_refunds"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "report_hours_apply"(OLD."created_at", 0, 0, 0, 0, 0, 0, 0, -OLD."amount_cents"::bigint, -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "report_hours_apply"(NEW."created_at", 0, 0, 0, 0, 0, 0, 0, NEW."amount_cents"::bigint, 1, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_report_insert_delete" AFTER INSERT OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "report_hours_refunds"();
--> statement-breakpoint
CREATE TRIGGER "refunds_report_update" AFTER UPDATE OF "amount_cents", "created_at" ON "refunds"
  FOR EACH ROW WHEN (OLD."amount_cents" IS DISTINCT FROM NEW."amount_cents" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "report_hours_refunds"();
--> statement-breakpoint
CREATE FUNCTION "report_hours_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."signed_up_at" IS NOT NULL THEN
    PERFORM "report_hours_apply"(OLD."signed_up_at", 0, 0, 0, 0, 0, 0, 0, 0, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."signed_up_at" IS NOT NULL THEN
    PERFORM "report_hours_apply"(NEW."signed_up_at", 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_report_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "report_hours_users"();
--> statement-breakpoint
CREATE TRIGGER "users_report_update" AFTER UPDATE OF "signed_up_at" ON "users"
  FOR EACH ROW WHEN (OLD."signed_up_at" IS DISTINCT FROM NEW."signed_up_at")
  EXECUTE FUNCTION "report_hours_users"();
--> statement-breakpoint
-- Counts everything again from the tables (after a bulk load with triggers off, or a TRUNCATE).
CREATE FUNCTION "report_hours_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "report_hours" WHERE true;
  INSERT INTO "report_hours" ("hour", "bookings", "travellers", "paid_bookings", "expired", "cancellations", "paid_cents", "payments", "refunded_cents", "refunds", "new_users")
  SELECT "hour", sum("bookings"), sum("travellers"), sum("paid_bookings"), sum("expired"), sum("cancellations"), sum("paid_cents"), sum("payments"), sum("refunded_cents"), sum("refunds"), sum("new_users")
  FROM (
    SELECT date_trunc('hour', "created_at", 'UTC') AS "hour", count(*) AS "bookings", sum("travellers") AS "travellers",
           count(*) FILTER (WHERE "status" IN ('paid', 'refunded')) AS "paid_bookings", count(*) FILTER (WHERE "status" = 'expired') AS "expired",
           0 AS "cancellations", 0 AS "paid_cents", 0 AS "payments", 0 AS "refunded_cents", 0 AS "refunds", 0 AS "new_users"
    FROM "bookings" GROUP BY 1
    UNION ALL
    SELECT date_trunc('hour', "cancelled_at", 'UTC'), 0, 0, 0, 0, count(*), 0, 0, 0, 0, 0
    FROM "bookings" WHERE "cancelled_at" IS NOT NULL GROUP BY 1
    UNION ALL
    SELECT date_trunc('hour', "created_at", 'UTC'), 0, 0, 0, 0, 0, sum("amount_cents"), count(*), 0, 0, 0
    FROM "payments" GROUP BY 1
    UNION ALL
    SELECT date_trunc('hour', "created_at", 'UTC'), 0, 0, 0, 0, 0, 0, 0, sum("amount_cents"), count(*), 0
    FROM "refunds" GROUP BY 1
    UNION ALL
    SELECT date_trunc('hour', "signed_up_at", 'UTC'), 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
    FROM "users" WHERE "signed_up_at" IS NOT NULL GROUP BY 1
  ) AS "counted"
  GROUP BY "hour";
$$;
--> statement-breakpoint
CREATE FUNCTION "report_hours_reset"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "report_hours_rebuild"();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_report_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_hours_reset"();
--> statement-breakpoint
CREATE TRIGGER "payments_report_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_hours_reset"();
--> statement-breakpoint
CREATE TRIGGER "refunds_report_truncate" AFTER TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_hours_reset"();
--> statement-breakpoint
CREATE TRIGGER "users_report_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_hours_reset"();
--> statement-breakpoint
SELECT "report_hours_rebuild"();
