DROP INDEX "packages_created_at_idx";--> statement-breakpoint
DROP INDEX "bookings_email_created_idx";--> statement-breakpoint
DROP INDEX "bookings_user_created_idx";--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_email_created_idx" ON "bookings" USING btree ("email","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);