ALTER TABLE "trip_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_answer_check" CHECK (("answer" IS NULL) = ("answered_at" IS NULL));--> statement-breakpoint
CREATE INDEX "trip_requests_created_idx" ON "trip_requests" USING btree ("created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "trip_requests_waiting_idx" ON "trip_requests" USING btree ("created_at" DESC,"id") WHERE "answered_at" IS NULL;
