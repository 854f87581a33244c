-- Receipt numbers without gaps (docs/product.md §4, "Payment"). Bookkeepers need every number
-- of the series used once: the identity column of 0016 gave the number when a receipt was first
-- made, and its insert-or-nothing took a value from the sequence on every repeat (a receipt
-- downloaded again, a compose job run twice), which left gaps (WF-000001, WF-000003).
--
-- Now one counter row is the only source of receipt numbers, for every way of paying: the
-- trigger below takes the next number in the statement that inserts the payment, so the number
-- exists if and only if the payment commits. The counter's row lock, held until that commit,
-- makes payments recorded at once take their numbers one after another, in the order they are
-- recorded. An issued number never changes.
CREATE TABLE "receipt_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "receipt_counter_one_row_check" CHECK ("receipt_counter"."id" = 1),
	CONSTRAINT "receipt_counter_last_number_check" CHECK ("receipt_counter"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ALTER COLUMN "number" DROP IDENTITY;
--> statement-breakpoint
-- Receipts already issued keep their numbers (the gaps among them stay: a number once given is
-- never given again). Payments that have none yet are numbered after the highest, in the order
-- they were recorded, and the counter goes on from there.
INSERT INTO "payment_receipts" ("payment_id", "number")
SELECT p."id",
  (SELECT coalesce(max("number"), 0) FROM "payment_receipts")
    + row_number() OVER (ORDER BY p."created_at", p."id")
FROM "payments" p
WHERE NOT EXISTS (SELECT 1 FROM "payment_receipts" r WHERE r."payment_id" = p."id");
--> statement-breakpoint
INSERT INTO "receipt_counter" ("id", "last_number")
SELECT 1, coalesce(max("number"), 0) FROM "payment_receipts";
--> statement-breakpoint
-- The next receipt number, under the counter's row lock until the caller's transaction ends. A
-- new way of paying records its payments in "payments" (and so gets its number from the trigger),
-- or calls this in the transaction that records one: no other code makes a receipt number.
CREATE FUNCTION "receipt_number_next"() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  UPDATE "receipt_counter" SET "last_number" = "last_number" + 1 WHERE "id" = 1
  RETURNING "last_number"
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_receipt_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_receipts" ("payment_id", "number")
  VALUES (NEW."id", "receipt_number_next"());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_receipt_number" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_receipt_issue"();
--> statement-breakpoint
CREATE FUNCTION "payment_receipts_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'receipt % of payment % is issued and never changes', OLD."number", OLD."payment_id"
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_receipts_number_fixed" BEFORE UPDATE ON "payment_receipts"
  FOR EACH ROW WHEN (OLD."number" IS DISTINCT FROM NEW."number"
    OR OLD."payment_id" IS DISTINCT FROM NEW."payment_id")
  EXECUTE FUNCTION "payment_receipts_fixed"();
