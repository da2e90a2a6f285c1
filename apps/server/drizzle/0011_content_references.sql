ALTER TABLE "contents" ADD COLUMN "unreferenced_since" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "contents_unreferenced_idx" ON "contents" USING btree ("unreferenced_since");--> statement-breakpoint
-- What is referred to today keeps its file: profile pictures and clinic logos.
UPDATE "contents" SET "unreferenced_since" = NULL
WHERE "id" IN (SELECT "content_id" FROM "users" WHERE "content_id" IS NOT NULL)
   OR "id" IN (SELECT "logo_content_id" FROM "clinics" WHERE "logo_content_id" IS NOT NULL);
