-- Unpaid seats are no free lock on a departure (decision 010). A booking statement takes its hold
-- through seat_hold_take(), which refuses (SQLSTATE WF429, HOLD_LIMIT) a hold that would give one
-- account, or the new accounts of one client address, more unpaid seats than the caps allow, and
-- records every hold it grants in hold_ledger. The ledger outlives the booking (a traveller may
-- delete an unpaid booking): a hold that ended unpaid (ran out, released, deleted) keeps counting
-- against its account and address for the cool-down, and the seats it gave back are, for that
-- time, for other travellers only. Paid holds leave the ledger; so do the holds of a cancelled
-- departure (the agency ended them). The hold sweep deletes rows older than the cool-down.
ALTER TABLE "bookings" ADD COLUMN "hold_extended_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "hold_ledger" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text,
	"departure_id" uuid NOT NULL,
	"seats" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "hold_ledger_seats_check" CHECK ("hold_ledger"."seats" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "hold_ledger" ADD CONSTRAINT "hold_ledger_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "hold_ledger_user_idx" ON "hold_ledger" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "hold_ledger_address_idx" ON "hold_ledger" USING btree ("address") WHERE "hold_ledger"."address" is not null;
--> statement-breakpoint
CREATE INDEX "hold_ledger_departure_idx" ON "hold_ledger" USING btree ("departure_id");
--> statement-breakpoint
CREATE INDEX "hold_ledger_ended_idx" ON "hold_ledger" USING btree ("ended_at") WHERE "hold_ledger"."ended_at" is not null;
--> statement-breakpoint
-- The unpaid seats of the ledger's rows that count now (running, or ended unpaid after `since`)
-- for an account (`holder`) and/or a client address, on one departure or all; `ended_only` keeps
-- the ended ones alone (the seats they gave back).
CREATE FUNCTION "hold_ledger_counted"(holder uuid, client text, departure uuid, ended_only boolean, since timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(l."seats"), 0)::integer FROM "hold_ledger" l
  WHERE (l."user_id" = holder OR l."address" = client)
    AND (departure IS NULL OR l."departure_id" = departure)
    AND (l."ended_at" > since OR (l."ended_at" IS NULL AND NOT ended_only))
$$;
--> statement-breakpoint
-- When `over` of those seats will have stopped counting, if the running holds among them are not
-- paid: a running hold stops counting a cool-down after its end, an ended one a cool-down after
-- it ended. Null when they never free that many.
CREATE FUNCTION "hold_ledger_frees_at"(holder uuid, client text, departure uuid, ended_only boolean, since timestamptz, cooldown interval, over integer)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  freed integer := 0;
  r record;
BEGIN
  IF over <= 0 THEN RETURN now(); END IF;
  FOR r IN
    SELECT l."seats", coalesce(l."ended_at", greatest(b."hold_expires_at", now())) + cooldown AS "until"
    FROM "hold_ledger" l LEFT JOIN "bookings" b ON b."id" = l."booking_id"
    WHERE (l."user_id" = holder OR l."address" = client)
      AND (departure IS NULL OR l."departure_id" = departure)
      AND (l."ended_at" > since OR (l."ended_at" IS NULL AND NOT ended_only))
    ORDER BY 2
  LOOP
    freed := freed + r."seats";
    IF freed >= over THEN RETURN r."until"; END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Called by the booking statement for a booking of a departure, before the row is inserted (the
-- seat trigger, 0015, then takes the seats): answers when the hold ends (the short hold, never
-- past the departure's start), or raises WF429 with the cap that refused in DETAIL (JSON). An
-- exempt booking (an admin's, for the desk) is neither capped nor recorded. Refusals that are
-- the seat trigger's (departure not open or started, too few seats) are left to it. The client
-- address's and the account's advisory locks, then the departure's row lock, make concurrent
-- bookings of one account or address count one after another; every booking takes them in this
-- order, and nothing that holds a departure's lock waits for these.
CREATE FUNCTION "seat_hold_take"(
  booking uuid, holder uuid, client text, departure uuid, seats integer, hold_minutes integer,
  account_seats integer, address_seats integer, departure_percent integer,
  cooldown_minutes integer, exempt boolean
) RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  d record;
  ends timestamptz;
  address text := client;
  cooldown interval := make_interval(mins => cooldown_minutes);
  since timestamptz := now() - make_interval(mins => cooldown_minutes);
  seats_left integer;
  share integer;
  returned integer;
  scope text;
  cap integer;
  counted integer;
  frees timestamptz;
BEGIN
  SELECT "starts_at", "seats_total", "status" INTO d FROM "departures" WHERE "id" = departure;
  IF NOT FOUND THEN RETURN NULL; END IF;
  ends := least(now() + make_interval(mins => hold_minutes), d."starts_at");
  IF exempt OR holder IS NULL OR d."status" <> 'open' OR d."starts_at" <= now() THEN
    RETURN ends;
  END IF;
  -- A traveller with a paid booking is a customer, not a new account: the address caps neither
  -- count nor limit them (a mobile network puts many travellers behind one address).
  IF address IS NOT NULL AND EXISTS (
    SELECT 1 FROM "bookings" WHERE "user_id" = holder AND "status" = 'paid'
  ) THEN
    address := NULL;
  END IF;
  IF address IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('wayfare:hold:address:' || address, 0));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('wayfare:hold:account:' || holder::text, 0));
  SELECT "seats_total" - "seats_taken" INTO seats_left FROM "departures" WHERE "id" = departure FOR UPDATE;
  IF seats_left < seats THEN RETURN ends; END IF;
  share := greatest(1, d."seats_total" * departure_percent / 100);
  returned := hold_ledger_counted(holder, address, departure, true, since);
  IF returned > 0 AND seats > seats_left - returned THEN
    scope := 'returned';
    cap := seats_left - returned;
    counted := returned;
    frees := hold_ledger_frees_at(holder, address, departure, true, since, cooldown, seats - cap);
  ELSE
    IF address IS NOT NULL THEN
      counted := hold_ledger_counted(NULL, address, departure, false, since);
      IF counted + seats > share THEN
        scope := 'address-departure';
        cap := share;
      END IF;
    END IF;
    IF scope IS NULL THEN
      counted := hold_ledger_counted(holder, NULL, NULL, false, since);
      IF counted + seats > account_seats THEN
        scope := 'account';
        cap := account_seats;
      END IF;
    END IF;
    IF scope IS NULL AND address IS NOT NULL THEN
      counted := hold_ledger_counted(NULL, address, NULL, false, since);
      IF counted + seats > address_seats THEN
        scope := 'address';
        cap := address_seats;
      END IF;
    END IF;
    IF scope IS NOT NULL AND seats <= cap THEN
      frees := hold_ledger_frees_at(
        CASE WHEN scope = 'account' THEN holder END,
        CASE WHEN scope LIKE 'address%' THEN address END,
        CASE WHEN scope LIKE '%departure' THEN departure END,
        false, since, cooldown, counted + seats - cap
      );
    END IF;
  END IF;
  IF scope IS NOT NULL THEN
    RAISE EXCEPTION 'HOLD_LIMIT' USING ERRCODE = 'WF429', DETAIL = json_build_object(
      'scope', scope, 'limit', greatest(cap, 0), 'counted', counted, 'seatsTotal', d."seats_total",
      'availableAt', frees
    )::text;
  END IF;
  INSERT INTO "hold_ledger" ("booking_id", "user_id", "address", "departure_id", "seats")
    VALUES (booking, holder, address, departure, seats);
  RETURN ends;
END;
$$;
--> statement-breakpoint
-- A hold ends when its booking stops being unpaid or is deleted: paid ones, and those of a
-- cancelled departure, leave the ledger; every other one ended unpaid and counts for the cool-down.
CREATE FUNCTION "hold_ledger_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  counts boolean := true;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    counts := NEW."status" <> 'paid';
  END IF;
  IF counts AND EXISTS (
    SELECT 1 FROM "departures" WHERE "id" = OLD."departure_id" AND "status" = 'cancelled'
  ) THEN
    counts := false;
  END IF;
  IF counts THEN
    UPDATE "hold_ledger" SET "ended_at" = now() WHERE "booking_id" = OLD."id" AND "ended_at" IS NULL;
  ELSE
    DELETE FROM "hold_ledger" WHERE "booking_id" = OLD."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_hold_ledger_update" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" = 'unpaid' AND NEW."status" <> 'unpaid')
  EXECUTE FUNCTION "hold_ledger_track"();
--> statement-breakpoint
CREATE TRIGGER "bookings_hold_ledger_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."status" = 'unpaid')
  EXECUTE FUNCTION "hold_ledger_track"();
--> statement-breakpoint
CREATE FUNCTION "hold_ledger_reset"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "hold_ledger";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_hold_ledger_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "hold_ledger_reset"();
--> statement-breakpoint
-- Holds made before: they count from now (their address was never known), and none outlives its
-- departure's start.
INSERT INTO "hold_ledger" ("booking_id", "user_id", "address", "departure_id", "seats", "started_at")
SELECT "id", "user_id", NULL, "departure_id", "travellers", "created_at" FROM "bookings"
WHERE "status" = 'unpaid' AND "departure_id" IS NOT NULL AND "user_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "bookings" SET "hold_expires_at" = "departures"."starts_at" FROM "departures"
WHERE "departures"."id" = "bookings"."departure_id" AND "bookings"."status" = 'unpaid'
  AND "bookings"."hold_expires_at" > "departures"."starts_at";
