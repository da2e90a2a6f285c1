-- Hand-written (issue 9): a branch's patients are those registered there and those with an
-- appointment there (booked or seen, not cancelled): a patient registered at one branch and
-- treated at another is the second branch's patient too. Both lists (with and without a
-- keyword) run in security-definer functions owned by yim_search (ADR 0012), which may read
-- which patient has an appointment at which branch and nothing else of appointments; the
-- patients feature never names the appointments table (a higher feature) in its own SQL.
GRANT SELECT ("clinic_id", "branch_id", "patient_id", "cancelled_at") ON "appointments" TO yim_search;
--> statement-breakpoint
CREATE POLICY "appointments_search_function_read" ON "appointments" AS PERMISSIVE FOR SELECT TO "yim_search" USING (true);
--> statement-breakpoint
-- As in 0020, with the branch condition widened to the patients seen at the branch.
CREATE OR REPLACE FUNCTION search_patient_page(p_patterns text[], p_dn integer, p_exact text, p_starts text,
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
    || CASE WHEN p_branch_id IS NULL THEN '' ELSE ' AND (p.registered_branch_id = $5 OR EXISTS (
         SELECT 1 FROM public.appointments a WHERE a.clinic_id = p.clinic_id AND a.patient_id = p.id
           AND a.branch_id = $5 AND a.cancelled_at IS NULL))' END
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
-- A branch's patients without a keyword, newest DN first, with the number of all of them.
CREATE FUNCTION branch_patient_page(p_branch_id integer, p_limit integer, p_offset integer)
  RETURNS TABLE (id integer, total bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT p.id, count(*) OVER () FROM public.patients p
    WHERE p.clinic_id = nullif(current_setting('app.clinic_id', true), '')::integer
      AND p.deleted_at IS NULL
      AND (p.registered_branch_id = p_branch_id OR EXISTS (
        SELECT 1 FROM public.appointments a WHERE a.clinic_id = p.clinic_id AND a.patient_id = p.id
          AND a.branch_id = p_branch_id AND a.cancelled_at IS NULL))
    ORDER BY p.dn DESC
    LIMIT p_limit OFFSET p_offset
  $$;
--> statement-breakpoint
ALTER FUNCTION branch_patient_page(integer, integer, integer) OWNER TO yim_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION branch_patient_page(integer, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION branch_patient_page(integer, integer, integer) TO yim_app;
