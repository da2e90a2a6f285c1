CREATE TABLE "calendar_versions" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "calendar_versions_tenant_isolation" ON "calendar_versions" AS PERMISSIVE FOR ALL TO "yim_app" USING ("calendar_versions"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("calendar_versions"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "calendar_versions_platform_read" ON "calendar_versions" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
-- Hand-written: drizzle-kit cannot write triggers or FORCE (ADR 0002).
-- What a calendar shows changed: the clinic's counter moves on, in the writer's transaction
-- (calendar-versions.table.ts). Appointments are counted per statement, so a generator's batch
-- of thousands moves it once; the lowest clinic first, should a statement span several.
CREATE FUNCTION "bump_calendar_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calendar_versions" AS v ("clinic_id", "version")
    SELECT DISTINCT "clinic_id", 1 FROM "changed" ORDER BY "clinic_id"
  ON CONFLICT ("clinic_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bump_calendar_version_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "calendar_versions" AS v ("clinic_id", "version") VALUES (NEW."clinic_id", 1)
  ON CONFLICT ("clinic_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_inserted_calendar_version" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
CREATE TRIGGER "appointments_updated_calendar_version" AFTER UPDATE ON "appointments"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
CREATE TRIGGER "appointments_deleted_calendar_version" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calendar_versions"();--> statement-breakpoint
-- A calendar card shows the patient's DN, names, nickname, phone and ID.
CREATE TRIGGER "patients_calendar_version" AFTER UPDATE ON "patients" FOR EACH ROW
  WHEN ((OLD."dn", OLD."exist_dn", OLD."title_name_th", OLD."first_name_th", OLD."last_name_th", OLD."first_name_en",
         OLD."last_name_en", OLD."nickname", OLD."mobile", OLD."personal_id")
        IS DISTINCT FROM
        (NEW."dn", NEW."exist_dn", NEW."title_name_th", NEW."first_name_th", NEW."last_name_th", NEW."first_name_en",
         NEW."last_name_en", NEW."nickname", NEW."mobile", NEW."personal_id"))
  EXECUTE FUNCTION "bump_calendar_version_of_row"();--> statement-breakpoint
-- And its planned treatments' names (a use count or a price changes nothing it shows).
CREATE TRIGGER "master_entries_calendar_version" AFTER UPDATE ON "master_entries" FOR EACH ROW
  WHEN (NEW."kind" = 'apptTreat' AND (OLD."name_th", OLD."name_en") IS DISTINCT FROM (NEW."name_th", NEW."name_en"))
  EXECUTE FUNCTION "bump_calendar_version_of_row"();--> statement-breakpoint
ALTER TABLE "calendar_versions" FORCE ROW LEVEL SECURITY;
