CREATE TABLE "storing_intents" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storing_intents_created_idx" ON "storing_intents" USING btree ("created_at");