ALTER TABLE "media_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "signature" jsonb;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_sha256_check" CHECK ("media_files"."sha256" ~ '^[0-9a-f]{64}$');