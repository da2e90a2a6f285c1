-- Partly hand-written (issue 9, a broad keyword at 100,000 patients): 'ศรีสุ' matches 3,454
-- patients, and search_patient_page() (0020, 0029) rechecked, ranked and counted every one of
-- them for a page of 20: 7-8 ms of CPU each, which 20 users on 2 cores queue to a p95 of 88 ms.
-- It now reads at most p_cap + 1 matches to count (the count is exact up to p_cap; above it the
-- answer says "more than p_cap") and bounds the page by the sample it read (ADR 0012). The
-- trigram index holds the Thai first name too (btree_gin), so that one scan intersects the
-- keyword with that bound, and loses its pending list (fastupdate), which every search read
-- whole (the bench's bulk insert left 231 pages in it). The two btree indexes find the exact
-- mobile or national id matches that the bound must include.
-- btree_gin lets a GIN index hold a plain text column beside the trigrams (PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "patients_search_idx";--> statement-breakpoint
CREATE INDEX "patients_clinic_mobile_idx" ON "patients" USING btree ("clinic_id","mobile");--> statement-breakpoint
CREATE INDEX "patients_clinic_personal_id_idx" ON "patients" USING btree ("clinic_id","personal_id");--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ("search_text" gin_trgm_ops,"first_name_th") WITH (fastupdate=false);
--> statement-breakpoint
DROP FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer);
--> statement-breakpoint
-- The same matches, order and page as in 0029; the total is exact up to p_cap and p_cap + 1 when
-- there are more. Step 1 reads at most p_cap + 1 matches in whatever order the trigram index
-- gives them and sorts them. With no more than p_cap that is every match: the page is the
-- sample's. Otherwise the sample's (p_offset + p_limit)-th row is an upper bound of the page's
-- last one (a subset's k-th smallest is never below the whole set's), so step 2 reads only the
-- matches that can sort up to it: the exact DN, legacy DN, mobile or national id (found by their
-- btree indexes, then matched) and, when the bound ranks by name, the names up to it: the first
-- name's half of the bound goes into the same scan of patients_search_idx as the keyword, so
-- 'ศรีสุ' reads about 150 rows instead of 3,454. A bound in the last rank, or a page beyond the
-- sample (a deep page), reads every match as before.
-- Inside this function the planner cannot see the statistics of search_text (row security is on
-- and LIKE is not leakproof) and takes every LIKE for a handful of rows; so the exact matches are
-- a separate materialised branch, which it cannot answer with the trigram index alone, and the
-- name bound is in the trigram index itself rather than in a second index it would skip.
CREATE FUNCTION search_patient_page(p_patterns text[], p_dn integer, p_exact text, p_starts text,
    p_branch_id integer, p_limit integer, p_offset integer, p_cap integer)
  RETURNS TABLE (id integer, total bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_clinic integer := nullif(current_setting('app.clinic_id', true), '')::integer;
  v_match text;
  v_live text := ' WHERE p.clinic_id = $8 AND p.deleted_at IS NULL';
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
         SELECT 1 FROM public.appointments a WHERE a.clinic_id = p.clinic_id AND a.patient_id = p.id
           AND a.branch_id = $5 AND a.cancelled_at IS NULL))' END;
  v_rank := 'CASE
         WHEN p.dn IS NOT DISTINCT FROM $2 THEN 0
         WHEN lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3 THEN 1
         WHEN p.first_name_th LIKE $4 OR p.last_name_th LIKE $4
           OR lower(p.first_name_en) LIKE $4 OR lower(p.last_name_en) LIKE $4 THEN 2
         ELSE 3 END AS r, p.first_name_th AS f, p.last_name_th AS l, p.dn AS d';
  FOR v_row IN EXECUTE
    'WITH s AS MATERIALIZED (SELECT p.id, ' || v_rank || ' FROM public.patients p' || v_live || v_cond || ' LIMIT $9 + 1)
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
      'WITH e AS MATERIALIZED (SELECT p.id, p.clinic_id, p.registered_branch_id, p.dn, p.exist_dn, p.search_text,
           p.first_name_th, p.last_name_th, p.first_name_en, p.last_name_en, p.mobile, p.personal_id
         FROM public.patients p' || v_live || ' AND (p.dn = $2 OR lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3)),
       b AS (SELECT p.id, ' || v_rank || ' FROM e p WHERE true' || v_cond || '
         UNION SELECT p.id, ' || v_rank || ' FROM public.patients p' || v_live || v_cond || '
           AND p.first_name_th <= $10 AND (p.first_name_th, p.last_name_th) <= ($10, $11))
       SELECT b.id, $9::bigint + 1 FROM b ORDER BY b.r, b.f, b.l, b.d LIMIT $6 OFFSET $7'
      USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap,
        v_last_first, v_last_last;
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'SELECT s.id, $9::bigint + 1 FROM (SELECT p.id, ' || v_rank || ' FROM public.patients p' || v_live || v_cond || ') s
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
