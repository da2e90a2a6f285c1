CREATE TABLE "fhir_access_tokens" (
	"clinic_id" integer NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fhir_access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"granted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_access_tokens_hash_idx" ON "fhir_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_clinic_idx" ON "fhir_access_tokens" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_patient_idx" ON "fhir_access_tokens" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_granted_by_idx" ON "fhir_access_tokens" USING btree ("granted_by");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_expires_idx" ON "fhir_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE POLICY "fhir_access_tokens_tenant_isolation" ON "fhir_access_tokens" AS PERMISSIVE FOR ALL TO "yim_app" USING ("fhir_access_tokens"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("fhir_access_tokens"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "fhir_access_tokens_platform_read" ON "fhir_access_tokens" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: drizzle-kit cannot write FORCE (ADR 0002).
ALTER TABLE "fhir_access_tokens" FORCE ROW LEVEL SECURITY;
