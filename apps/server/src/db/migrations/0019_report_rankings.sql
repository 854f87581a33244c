-- The overview's top packages (docs/architecture.md, "Reports") kept per period, so that ranking
-- them reads a few rows of an index whatever the number of packages or bookings
-- (docs/benchmarks.md P5 shows the plans).
-- A period's ranking (bookings, travellers and kept revenue per package, of the bookings made in
-- [starts_at, ends_at)) is counted from the bookings once, the first time the period is asked
-- for, and kept up to date from then on; the 32 periods asked for last are kept.
-- Like report_hours, the bookings' trigger only ever INSERTs a row of changes (no row shared by
-- two transactions, so bookings never wait for each other here); the `reports.compact` job adds
-- them into the kept rankings every minute, and readers add the rows not added yet.
-- Which rows a ranking already holds is told by transaction: a ranking remembers the snapshot it
-- was counted in, each change row the transaction that wrote it; a change whose transaction that
-- snapshot saw is in the count already, any other is not.
CREATE TABLE "report_package_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"package_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"bookings" integer NOT NULL,
	"travellers" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_rankings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"snapshot" pg_snapshot NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_rankings_period_unique" UNIQUE ("starts_at", "ends_at")
);
--> statement-breakpoint
CREATE TABLE "report_ranking_packages" (
	"ranking_id" bigint NOT NULL REFERENCES "report_rankings"("id") ON DELETE CASCADE,
	"package_id" uuid NOT NULL,
	"bookings" integer NOT NULL,
	"travellers" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	PRIMARY KEY ("ranking_id", "package_id")
);
--> statement-breakpoint
-- Each in its ranking's own order, so the first N are the first N entries of the index.
CREATE INDEX "report_ranking_by_revenue_idx" ON "report_ranking_packages" USING btree ("ranking_id", "revenue_cents" DESC, "bookings" DESC, "package_id") WHERE "revenue_cents" > 0;
--> statement-breakpoint
CREATE INDEX "report_ranking_by_bookings_idx" ON "report_ranking_packages" USING btree ("ranking_id", "bookings" DESC, "revenue_cents" DESC, "package_id") WHERE "bookings" > 0;
--> statement-breakpoint
-- A booking counts for its package in the period it was made in; its price is kept revenue while
-- it is paid (not refunded). An update writes the difference (both rows when the booking moves
-- to another package or time); a deleted package's bookings (package_id set to null) leave.
CREATE FUNCTION "report_package_changes_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_revenue bigint := 0;
  new_revenue bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'paid' THEN old_revenue := OLD."price_cents"; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'paid' THEN new_revenue := NEW."price_cents"; END IF;
  IF TG_OP = 'UPDATE' AND OLD."package_id" = NEW."package_id" AND OLD."created_at" = NEW."created_at" THEN
    INSERT INTO "report_package_changes" ("package_id", "created_at", "bookings", "travellers", "revenue_cents")
    VALUES (NEW."package_id", NEW."created_at", 0, NEW."travellers" - OLD."travellers", new_revenue - old_revenue);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."package_id" IS NOT NULL THEN
    INSERT INTO "report_package_changes" ("package_id", "created_at", "bookings", "travellers", "revenue_cents")
    VALUES (OLD."package_id", OLD."created_at", -1, -OLD."travellers", -old_revenue);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."package_id" IS NOT NULL THEN
    INSERT INTO "report_package_changes" ("package_id", "created_at", "bookings", "travellers", "revenue_cents")
    VALUES (NEW."package_id", NEW."created_at", 1, NEW."travellers", new_revenue);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_ranking_insert_delete" AFTER INSERT OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "report_package_changes_bookings"();
--> statement-breakpoint
-- Only the changes that move a ranking: an unpaid hold running out writes nothing.
CREATE TRIGGER "bookings_ranking_update" AFTER UPDATE OF "status", "price_cents", "travellers", "package_id", "created_at" ON "bookings"
  FOR EACH ROW WHEN (
    OLD."package_id" IS DISTINCT FROM NEW."package_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."travellers" IS DISTINCT FROM NEW."travellers"
    OR (OLD."status" = 'paid') IS DISTINCT FROM (NEW."status" = 'paid')
    OR (NEW."status" = 'paid' AND OLD."price_cents" IS DISTINCT FROM NEW."price_cents"))
  EXECUTE FUNCTION "report_package_changes_bookings"();
--> statement-breakpoint
-- The ranking of [p_start, p_end), counted from the bookings if it is not kept yet: answers its
-- id. One statement counts it and records the snapshot it counted in. Under the same lock as the
-- compaction, which must not add changes to a ranking that it cannot see yet.
CREATE FUNCTION "report_ranking_build"(p_start timestamptz, p_end timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  kept bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('wayfare:report_rankings'));
  SELECT "id" INTO kept FROM "report_rankings" WHERE "starts_at" = p_start AND "ends_at" = p_end;
  IF kept IS NOT NULL THEN RETURN kept; END IF;
  WITH "ranking" AS (
    INSERT INTO "report_rankings" ("starts_at", "ends_at", "snapshot")
    VALUES (p_start, p_end, pg_current_snapshot())
    RETURNING "id"
  )
  INSERT INTO "report_ranking_packages" ("ranking_id", "package_id", "bookings", "travellers", "revenue_cents")
  SELECT "ranking"."id", b."package_id", count(*), coalesce(sum(b."travellers"), 0),
         coalesce(sum(b."price_cents") FILTER (WHERE b."status" = 'paid'), 0)
  FROM "ranking", "bookings" AS b
  WHERE b."created_at" >= p_start AND b."created_at" < p_end AND b."package_id" IS NOT NULL
  GROUP BY "ranking"."id", b."package_id";
  SELECT "id" INTO kept FROM "report_rankings" WHERE "starts_at" = p_start AND "ends_at" = p_end;
  -- The 32 asked for last are kept (the compaction adds every change to each that holds it).
  DELETE FROM "report_rankings" WHERE "id" IN (
    SELECT "id" FROM "report_rankings" ORDER BY "used_at" DESC, "id" DESC OFFSET 32
  );
  RETURN kept;
END;
$$;
--> statement-breakpoint
-- Adds the changes rows into the rankings that do not hold them yet and deletes them, in one
-- statement (a reader sees the rows before or after, the same sums either way); rows written
-- meanwhile are not in its snapshot and stay for the next run. Rankings nobody asked for in two
-- days are dropped. Answers how many change rows it took.
CREATE FUNCTION "report_rankings_compact"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('wayfare:report_rankings'));
  DELETE FROM "report_rankings" WHERE "used_at" < now() - interval '2 days';
  WITH "changes" AS (
    DELETE FROM "report_package_changes" RETURNING *
  ), "added" AS (
    INSERT INTO "report_ranking_packages" AS kept ("ranking_id", "package_id", "bookings", "travellers", "revenue_cents")
    SELECT r."id", c."package_id", sum(c."bookings"), sum(c."travellers"), sum(c."revenue_cents")
    FROM "changes" AS c
    JOIN "report_rankings" AS r
      ON c."created_at" >= r."starts_at" AND c."created_at" < r."ends_at"
     AND NOT pg_visible_in_snapshot(c."xid", r."snapshot")
    GROUP BY r."id", c."package_id"
    ON CONFLICT ("ranking_id", "package_id") DO UPDATE SET
      "bookings" = kept."bookings" + excluded."bookings",
      "travellers" = kept."travellers" + excluded."travellers",
      "revenue_cents" = kept."revenue_cents" + excluded."revenue_cents"
    RETURNING 1
  )
  SELECT count(*)::integer INTO taken FROM "changes";
  RETURN taken;
END;
$$;
--> statement-breakpoint
-- After a bulk load with triggers off, or a TRUNCATE (which runs this): the hourly counts are
-- counted again (as in 0018) and the kept rankings dropped, to be counted again when asked for.
CREATE OR REPLACE FUNCTION "report_hours_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "report_rankings" WHERE true;
  DELETE FROM "report_package_changes" WHERE true;
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
