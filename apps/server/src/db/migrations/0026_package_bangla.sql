-- The agency's package texts in Bangla (docs/i18n.md, "The agency's texts"): each optional, null
-- when the package has none, and then a Bangla page shows the English text marked lang="en".
ALTER TABLE "packages" ADD COLUMN "title_bn" text;
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "description_bn" text;
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "duration_bn" text;
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "offer_bn" text;
--> statement-breakpoint
-- The search document takes the Bangla texts too, weighted as their English ones. A generated
-- column's expression cannot be altered in place on every supported PostgreSQL: dropped and
-- added again (with its index, which the drop removes).
ALTER TABLE "packages" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("title_bn", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("description_bn", '')), 'B') || setweight(to_tsvector('english', coalesce("offer", '')), 'C') || setweight(to_tsvector('english', coalesce("offer_bn", '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "packages_search_idx" ON "packages" USING gin ("search");
--> statement-breakpoint
-- A booking keeps the package's Bangla title as it was when booked, beside the English one
-- (`package_title`); null when the package had none. Bookings made before this have none.
ALTER TABLE "bookings" ADD COLUMN "package_title_bn" text;
