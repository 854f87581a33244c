CREATE TABLE "image_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_uploads_last_uploaded_at_idx" ON "image_uploads" USING btree ("last_uploaded_at");
