-- Treatment lines keep what is still owed after a receipt (overdue_satang) and a write-off of it
-- (issue 16, milestone 2). No new table: treatment_items keeps its FORCE row-level security.
ALTER TABLE "treatment_items" ADD COLUMN "overdue_satang" integer;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD COLUMN "overdue_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD COLUMN "overdue_deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD COLUMN "overdue_deleted_reason" text;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_overdue_deleted_by_users_id_fk" FOREIGN KEY ("overdue_deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_items_overdue_deleted_by_idx" ON "treatment_items" USING btree ("overdue_deleted_by");--> statement-breakpoint
CREATE INDEX "treatment_items_overdue_idx" ON "treatment_items" USING btree ("clinic_id","treatment_id") WHERE "treatment_items"."overdue_satang" > 0 and "treatment_items"."overdue_deleted_at" is null;--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_overdue_check" CHECK ("treatment_items"."overdue_satang" >= 0);--> statement-breakpoint
ALTER TABLE "treatment_items" ADD CONSTRAINT "treatment_items_write_off_check" CHECK (("treatment_items"."overdue_deleted_at" is null) = ("treatment_items"."overdue_deleted_reason" is null) and ("treatment_items"."overdue_deleted_at" is null or "treatment_items"."overdue_satang" is not null));