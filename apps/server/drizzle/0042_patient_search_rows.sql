-- Partly hand-written (issue 9, a broad keyword at 100,000 patients): search_patient_page()
-- rechecks and ranks hundreds of matches for a broad fragment ('ศรีสุ': the 1,001 it counts, then
-- the page's). Each was a row of patients, some forty columns wide with search_text near the end:
-- reading the 3,454 rows of 'ศรีสุ' from patients took 8.6 ms, from a table of only the columns
-- matching and ranking need 2.9 ms. So the search reads patient_search_rows, one narrow row per
-- living patient, kept by triggers on patients; the trigram index moves there (ADR 0012).
CREATE TABLE "patient_search_rows" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"registered_branch_id" integer NOT NULL,
	"dn" integer NOT NULL,
	"search_text" text NOT NULL,
	"first_name_th" text NOT NULL,
	"last_name_th" text NOT NULL,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"exist_dn" text NOT NULL,
	"mobile" text NOT NULL,
	"personal_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_search_rows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Hand-written below, with the function of 0041 reading the new table.
-- Every living patient's row, before the indexes are built (one pass each instead of row by row).
-- As the owner: FORCE would hide patients from a non-superuser owner, so it is lifted for the copy.
ALTER TABLE "patients" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "patient_search_rows" ("patient_id", "clinic_id", "registered_branch_id", "dn", "search_text",
    "first_name_th", "last_name_th", "first_name_en", "last_name_en", "exist_dn", "mobile", "personal_id")
  SELECT "id", "clinic_id", "registered_branch_id", "dn", "search_text", "first_name_th", "last_name_th",
    "first_name_en", "last_name_en", "exist_dn", "mobile", "personal_id"
  FROM "patients" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "patients" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "patient_search_rows" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP INDEX "patients_search_idx";--> statement-breakpoint
ALTER TABLE "patient_search_rows" ADD CONSTRAINT "patient_search_rows_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_search_rows_trgm_idx" ON "patient_search_rows" USING gin ("search_text" gin_trgm_ops,"first_name_th") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patient_search_rows_dn_idx" ON "patient_search_rows" USING btree ("clinic_id","dn");--> statement-breakpoint
CREATE INDEX "patient_search_rows_exist_dn_idx" ON "patient_search_rows" USING btree (lower("exist_dn"));--> statement-breakpoint
CREATE INDEX "patient_search_rows_mobile_idx" ON "patient_search_rows" USING btree ("clinic_id","mobile");--> statement-breakpoint
CREATE INDEX "patient_search_rows_personal_id_idx" ON "patient_search_rows" USING btree ("clinic_id","personal_id");--> statement-breakpoint
CREATE POLICY "patient_search_rows_tenant_isolation" ON "patient_search_rows" AS PERMISSIVE FOR ALL TO "yim_app" USING ("patient_search_rows"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer) WITH CHECK ("patient_search_rows"."clinic_id" = nullif(current_setting('app.clinic_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "patient_search_rows_platform_read" ON "patient_search_rows" AS PERMISSIVE FOR SELECT TO "yim_platform" USING (true);--> statement-breakpoint
CREATE POLICY "patient_search_rows_search_function_read" ON "patient_search_rows" AS PERMISSIVE FOR SELECT TO "yim_search" USING (true);
--> statement-breakpoint
-- The copy follows its patient: a new record, any change of a column the search reads, a soft
-- delete or a merge (which soft-deletes the retired record) and an undelete. It runs with the
-- writer's rights: the table has the patients' tenant policy, so whoever may write a patient of
-- the clinic may write its copy, and nobody else.
CREATE FUNCTION follow_patient_search_row() RETURNS trigger
  LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
  AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM public.patient_search_rows WHERE patient_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO public.patient_search_rows (patient_id, clinic_id, registered_branch_id, dn, search_text,
      first_name_th, last_name_th, first_name_en, last_name_en, exist_dn, mobile, personal_id)
    VALUES (NEW.id, NEW.clinic_id, NEW.registered_branch_id, NEW.dn, NEW.search_text, NEW.first_name_th,
      NEW.last_name_th, NEW.first_name_en, NEW.last_name_en, NEW.exist_dn, NEW.mobile, NEW.personal_id)
    ON CONFLICT (patient_id) DO UPDATE SET clinic_id = excluded.clinic_id,
      registered_branch_id = excluded.registered_branch_id, dn = excluded.dn, search_text = excluded.search_text,
      first_name_th = excluded.first_name_th, last_name_th = excluded.last_name_th,
      first_name_en = excluded.first_name_en, last_name_en = excluded.last_name_en,
      exist_dn = excluded.exist_dn, mobile = excluded.mobile, personal_id = excluded.personal_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER patient_search_row_on_insert AFTER INSERT ON patients
  FOR EACH ROW EXECUTE FUNCTION follow_patient_search_row();
--> statement-breakpoint
-- Only when something the search reads changes: notes, address or consents leave the copy alone.
CREATE TRIGGER patient_search_row_on_update AFTER UPDATE ON patients
  FOR EACH ROW WHEN ((OLD.clinic_id, OLD.registered_branch_id, OLD.dn, OLD.search_text, OLD.first_name_th,
      OLD.last_name_th, OLD.first_name_en, OLD.last_name_en, OLD.exist_dn, OLD.mobile, OLD.personal_id,
      OLD.deleted_at)
    IS DISTINCT FROM (NEW.clinic_id, NEW.registered_branch_id, NEW.dn, NEW.search_text, NEW.first_name_th,
      NEW.last_name_th, NEW.first_name_en, NEW.last_name_en, NEW.exist_dn, NEW.mobile, NEW.personal_id,
      NEW.deleted_at))
  EXECUTE FUNCTION follow_patient_search_row();
--> statement-breakpoint
GRANT SELECT ON "patient_search_rows" TO yim_search;
--> statement-breakpoint
DROP FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer, integer);
--> statement-breakpoint
-- The function of 0041, reading patient_search_rows instead of patients: the same matches, order,
-- page and capped count (see 0041 for the two steps). The copy holds living patients only, so the
-- clinic is its one live condition.
CREATE FUNCTION search_patient_page(p_patterns text[], p_dn integer, p_exact text, p_starts text,
    p_branch_id integer, p_limit integer, p_offset integer, p_cap integer)
  RETURNS TABLE (id integer, total bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_clinic integer := nullif(current_setting('app.clinic_id', true), '')::integer;
  v_match text;
  v_live text := ' WHERE p.clinic_id = $8';
  v_cond text;
  v_rank text;
  v_row record;
  v_ids integer[] := '{}';
  v_total bigint := 0;
  v_last_rank integer;
  v_last_first text;
  v_last_last text;
BEGIN
  IF cardinality(p_patterns) > 0 THEN
    SELECT string_agg(format('p.search_text LIKE $1[%s]', i), ' AND ')
      INTO v_match FROM generate_subscripts(p_patterns, 1) AS i;
  ELSE
    v_match := 'lower(p.exist_dn) = $3';
  END IF;
  IF p_dn IS NOT NULL THEN
    v_match := '(p.dn = $2 OR (' || v_match || '))';
  END IF;
  v_cond := ' AND ' || v_match
    || CASE WHEN p_branch_id IS NULL THEN '' ELSE ' AND (p.registered_branch_id = $5 OR EXISTS (
         SELECT 1 FROM public.appointments a WHERE a.clinic_id = p.clinic_id AND a.patient_id = p.patient_id
           AND a.branch_id = $5 AND a.cancelled_at IS NULL))' END;
  v_rank := 'CASE
         WHEN p.dn IS NOT DISTINCT FROM $2 THEN 0
         WHEN lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3 THEN 1
         WHEN p.first_name_th LIKE $4 OR p.last_name_th LIKE $4
           OR lower(p.first_name_en) LIKE $4 OR lower(p.last_name_en) LIKE $4 THEN 2
         ELSE 3 END AS r, p.first_name_th AS f, p.last_name_th AS l, p.dn AS d';
  FOR v_row IN EXECUTE
    'WITH s AS MATERIALIZED (SELECT p.patient_id AS id, ' || v_rank || ' FROM public.patient_search_rows p' || v_live || v_cond || ' LIMIT $9 + 1)
     SELECT s.id, s.r, s.f, s.l, (SELECT count(*) FROM s) AS n FROM s ORDER BY s.r, s.f, s.l, s.d LIMIT $6 + $7'
    USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap
  LOOP
    v_ids := v_ids || v_row.id;
    v_total := v_row.n;
    v_last_rank := v_row.r;
    v_last_first := v_row.f;
    v_last_last := v_row.l;
  END LOOP;
  IF v_total <= p_cap THEN
    RETURN QUERY SELECT u.id, v_total FROM unnest(v_ids[p_offset + 1:p_offset + p_limit]) AS u(id);
    RETURN;
  END IF;
  IF cardinality(v_ids) = p_offset + p_limit AND v_last_rank <= 2 THEN
    RETURN QUERY EXECUTE
      'WITH e AS MATERIALIZED (SELECT p.patient_id, p.clinic_id, p.registered_branch_id, p.dn, p.exist_dn, p.search_text,
           p.first_name_th, p.last_name_th, p.first_name_en, p.last_name_en, p.mobile, p.personal_id
         FROM public.patient_search_rows p' || v_live || ' AND (p.dn = $2 OR lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3)),
       b AS (SELECT p.patient_id AS id, ' || v_rank || ' FROM e p WHERE true' || v_cond || '
         UNION SELECT p.patient_id AS id, ' || v_rank || ' FROM public.patient_search_rows p' || v_live || v_cond || '
           AND p.first_name_th <= $10 AND (p.first_name_th, p.last_name_th) <= ($10, $11))
       SELECT b.id, $9::bigint + 1 FROM b ORDER BY b.r, b.f, b.l, b.d LIMIT $6 OFFSET $7'
      USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap,
        v_last_first, v_last_last;
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'SELECT s.id, $9::bigint + 1 FROM (SELECT p.patient_id AS id, ' || v_rank || ' FROM public.patient_search_rows p' || v_live || v_cond || ') s
     ORDER BY s.r, s.f, s.l, s.d LIMIT $6 OFFSET $7'
    USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap;
END
$$;
--> statement-breakpoint
ALTER FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer, integer) OWNER TO yim_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer, integer) TO yim_app;
