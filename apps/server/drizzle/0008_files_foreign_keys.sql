ALTER TABLE "contents" DROP CONSTRAINT "contents_owner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_logo_content_id_contents_id_fk" FOREIGN KEY ("logo_content_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_content_idx" ON "users" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "clinics_logo_content_idx" ON "clinics" USING btree ("logo_content_id");