-- Partly hand-written (issue 9, patient search at 100,000 patients): PostgreSQL lets an index
-- evaluate a user condition before a row-level security policy's condition only when its
-- function is leakproof, and LIKE is not. Under yim_app's tenant policy the trigram index on
-- patients.search_text was therefore never used: every search read the whole clinic (30 ms
-- for one phone number among 100,000 patients instead of 1.5 ms). The index search now runs in
-- a security-definer function owned by yim_search, whose read policy is `true`, and which keeps
-- the tenant condition in its own body; it answers a page of ids, whose rows are then read by
-- id as yim_app, behind the tenant policy as before.

-- Roles are cluster-wide, so it may exist already. Nothing logs in as it or switches to it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'yim_search') THEN
    CREATE ROLE yim_search NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
-- The migrating role hands the function to yim_search below, which needs membership.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'yim_search', 'MEMBER') THEN
    EXECUTE format('GRANT yim_search TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO yim_search;
--> statement-breakpoint
-- Only what matching and ranking need: no address, medical field or contact beyond the mobile.
GRANT SELECT ("id", "clinic_id", "registered_branch_id", "dn", "exist_dn", "search_text", "deleted_at",
  "first_name_th", "last_name_th", "first_name_en", "last_name_en", "mobile", "personal_id")
  ON "patients" TO yim_search;
--> statement-breakpoint
CREATE POLICY "patients_search_function_read" ON "patients" AS PERMISSIVE FOR SELECT TO "yim_search" USING (true);
--> statement-breakpoint
-- One page of the transaction's clinic's living patients that match a keyword taken apart by
-- search-patients.service.ts, with the number of all matches: every LIKE pattern (one condition
-- each, which the trigram index answers together), or else an exact legacy DN; or the DN itself.
-- Ranked here, in the same pass that rechecks each match, so that a broad fragment's thousands
-- of rows are read once and only the page's ids leave: the exact DN first, then an exact legacy
-- DN, mobile or national id, then names that start with p_starts (Thai or English, first or
-- last), then the rest; by Thai name within each group. EXECUTE plans each call with its own
-- values: a generic plan cannot tell 'ศรีสุ' (thousands of rows) from a phone number (one row).
CREATE FUNCTION search_patient_page(p_patterns text[], p_dn integer, p_exact text, p_starts text,
    p_branch_id integer, p_limit integer, p_offset integer)
  RETURNS TABLE (id integer, total bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_match text;
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
  RETURN QUERY EXECUTE
    'SELECT p.id, count(*) OVER () FROM public.patients p
     WHERE p.clinic_id = nullif(current_setting(''app.clinic_id'', true), '''')::integer
       AND p.deleted_at IS NULL AND ' || v_match
    || CASE WHEN p_branch_id IS NULL THEN '' ELSE ' AND p.registered_branch_id = $5' END
    || ' ORDER BY CASE
         WHEN p.dn IS NOT DISTINCT FROM $2 THEN 0
         WHEN lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3 THEN 1
         WHEN p.first_name_th LIKE $4 OR p.last_name_th LIKE $4
           OR lower(p.first_name_en) LIKE $4 OR lower(p.last_name_en) LIKE $4 THEN 2
         ELSE 3 END, p.first_name_th, p.last_name_th, p.dn
       LIMIT $6 OFFSET $7'
    USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset;
END
$$;
--> statement-breakpoint
ALTER FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer) OWNER TO yim_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer) TO yim_app;
