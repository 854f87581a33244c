-- Typo-tolerant package search: trigram matching (pg_trgm; PGlite loads it in db/client.ts, on
-- PostgreSQL it ships with postgresql-contrib and is a trusted extension) over the package text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "packages_text_trgm_idx" ON "packages" USING gin (("title" || ' ' || "description" || ' ' || coalesce("offer", '')) gin_trgm_ops);
