-- Partly hand-written (issue 9, ADR 0012): a broad keyword's page and count from the names that
-- start with it, walked in order, instead of a sample of its trigram matches. 'ศรีสุ' at 100,000
-- patients read 1,001 rows to count and about 150 more to bound its page (9 ms alone); a common
-- first name that sorts late (สมชาย) or two letters the trigram index cannot serve (สม) read most of
-- the clinic (21-35 ms). Now each of the four names (Thai and English, first and last) has a btree
-- index in byte order (the generated statements below), and the names that start with the
-- keyword rank by the name that matched: a typed surname lists its owners by that surname, then
-- by first name. The trigram index loses the Thai first name that 0041 put beside it for the
-- bound it no longer serves.
DROP INDEX "patients_search_idx";--> statement-breakpoint
CREATE INDEX "patients_first_name_th_prefix_idx" ON "patients" USING btree ("clinic_id","first_name_th" collate "C","last_name_th" collate "C","dn","id") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_last_name_th_prefix_idx" ON "patients" USING btree ("clinic_id","last_name_th" collate "C","first_name_th" collate "C","dn","id") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_first_name_en_prefix_idx" ON "patients" USING btree ("clinic_id",lower("first_name_en") collate "C","first_name_th" collate "C","last_name_th" collate "C","dn","id","first_name_en") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_last_name_en_prefix_idx" ON "patients" USING btree ("clinic_id",lower("last_name_en") collate "C","first_name_th" collate "C","last_name_th" collate "C","dn","id","last_name_en") WHERE "patients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patients_search_idx" ON "patients" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- The smallest of a patient's four names that starts with the LIKE pattern p_starts, in byte
-- order; NULL when none does. Inlined where it is used (a single expression, no SET clause).
CREATE FUNCTION search_patient_name_key(p_first_th text, p_last_th text, p_first_en text, p_last_en text,
    p_starts text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT LEAST(
      CASE WHEN p_first_th LIKE p_starts THEN p_first_th COLLATE "C" END,
      CASE WHEN p_last_th LIKE p_starts THEN p_last_th COLLATE "C" END,
      CASE WHEN lower(p_first_en) LIKE p_starts THEN lower(p_first_en) COLLATE "C" END,
      CASE WHEN lower(p_last_en) LIKE p_starts THEN lower(p_last_en) COLLATE "C" END)
  $$;
--> statement-breakpoint
-- Whether patient p_id holds every pattern in search_text and belongs to the branch (registered
-- there or with a live appointment there), when one is given.
-- No SET clause, which would save and restore the setting on every call (it is called for each
-- row a filtered walk reads): it runs inside search_patient_page(), whose search_path is pinned,
-- and names its tables with their schema. Only yim_search may call it.
CREATE FUNCTION search_patient_kept(p_id integer, p_patterns text[], p_branch_id integer)
  RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT EXISTS (SELECT 1 FROM public.patients q WHERE q.id = p_id AND q.search_text LIKE ALL (p_patterns)
      AND (p_branch_id IS NULL OR q.registered_branch_id = p_branch_id OR EXISTS (
        SELECT 1 FROM public.appointments a WHERE a.clinic_id = q.clinic_id AND a.patient_id = q.id
          AND a.branch_id = p_branch_id AND a.cancelled_at IS NULL)))
  $$;
--> statement-breakpoint
-- The walks of the four names from [p_lo, p_hi) (a prefix in byte order): how many patients start
-- a name, counted up to p_count_to per walk (a walk that stops there has more than the cap), and
-- the first p_reach of them in the whole order. Both leave out p_exact_ids (already ranked), and
-- with p_filtered keep only the rows search_patient_kept() keeps. A row's place in the walk of its
-- smallest name is at most its place in the whole order plus those left out, so p_reach +
-- cardinality(p_exact_ids) rows of each walk hold the page. Static statements: each connection
-- plans them once (the walks' ranges are parameters), where a dynamic one is planned every call.
-- Like search_patient_kept(), only yim_search may call it and it names its tables with their
-- schema; without a SET clause, which cost half a millisecond a call (a third of a broad search).
CREATE FUNCTION search_patient_walks(p_clinic integer, p_lo text, p_hi text, p_patterns text[],
    p_branch_id integer, p_filtered boolean, p_exact_ids integer[], p_count_to integer, p_reach integer,
    OUT n bigint, OUT ids integer[])
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  v_head integer := p_reach + cardinality(p_exact_ids);
BEGIN
  SELECT count(DISTINCT u.id) INTO n
    FROM ((SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND p.first_name_th COLLATE "C" >= p_lo AND p.first_name_th COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id)) LIMIT p_count_to)
      UNION ALL
      (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND p.last_name_th COLLATE "C" >= p_lo AND p.last_name_th COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id)) LIMIT p_count_to)
      UNION ALL
      (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND lower(p.first_name_en) COLLATE "C" >= p_lo AND lower(p.first_name_en) COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id)) LIMIT p_count_to)
      UNION ALL
      (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND lower(p.last_name_en) COLLATE "C" >= p_lo AND lower(p.last_name_en) COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id)) LIMIT p_count_to)) u
    WHERE u.id <> ALL (p_exact_ids);
  SELECT coalesce(array_agg(m.id ORDER BY m.k, m.f, m.l, m.d), '{}') INTO ids
    FROM (SELECT u.id, min(u.k) AS k, min(u.f) AS f, min(u.l) AS l, min(u.d) AS d
      FROM ((SELECT p.id, p.first_name_th COLLATE "C" AS k, p.first_name_th COLLATE "C" AS f,
            p.last_name_th COLLATE "C" AS l, p.dn AS d
          FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND p.first_name_th COLLATE "C" >= p_lo AND p.first_name_th COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          ORDER BY 2, 4, 5 LIMIT v_head)
        UNION ALL
        (SELECT p.id, p.last_name_th COLLATE "C", p.first_name_th COLLATE "C", p.last_name_th COLLATE "C", p.dn
          FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND p.last_name_th COLLATE "C" >= p_lo AND p.last_name_th COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          ORDER BY 2, 3, 5 LIMIT v_head)
        UNION ALL
        (SELECT p.id, lower(p.first_name_en) COLLATE "C", p.first_name_th COLLATE "C", p.last_name_th COLLATE "C", p.dn
          FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND lower(p.first_name_en) COLLATE "C" >= p_lo AND lower(p.first_name_en) COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          ORDER BY 2, 3, 4, 5 LIMIT v_head)
        UNION ALL
        (SELECT p.id, lower(p.last_name_en) COLLATE "C", p.first_name_th COLLATE "C", p.last_name_th COLLATE "C", p.dn
          FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
            AND lower(p.last_name_en) COLLATE "C" >= p_lo AND lower(p.last_name_en) COLLATE "C" < p_hi
            AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          ORDER BY 2, 3, 4, 5 LIMIT v_head)) u
      WHERE u.id <> ALL (p_exact_ids) GROUP BY u.id ORDER BY 2, 3, 4, 5 LIMIT p_reach) m;
END
$$;
--> statement-breakpoint
-- The matches are those of 0029 and 0041. The order: the exact DN (rank 0); an exact legacy DN,
-- mobile or national id (1); a name that starts with the first term (2); the rest (3). Then the
-- smallest name that starts with the first term (search_patient_name_key), Thai first name, Thai
-- last name and DN, all in byte order. The total is exact up to p_cap and p_cap + 1 above it.
-- Statements that need no per-call plan are static, so that each connection plans them once.
CREATE OR REPLACE FUNCTION search_patient_page(p_patterns text[], p_dn integer, p_exact text, p_starts text,
    p_branch_id integer, p_limit integer, p_offset integer, p_cap integer)
  RETURNS TABLE (id integer, total bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_clinic integer := nullif(current_setting('app.clinic_id', true), '')::integer;
  v_reach integer := p_offset + p_limit;
  -- The first term without the LIKE escapes of search-patients' escapeLike.
  v_lo text := regexp_replace(left(p_starts, -1), '\\(.)', '\1', 'g');
  v_hi text;
  -- Names can start with the first term: it has a letter (digits are a DN, phone or id) and its
  -- last letter a successor, so that the names starting with it are the range [v_lo, v_hi).
  v_walkable boolean := cardinality(p_patterns) > 0 AND v_lo !~ '^[0-9]*$'
    AND ascii(right(v_lo, 1)) NOT IN (55295, 1114111);
  -- A name starting with the only term, which is its own lower case, holds it in search_text.
  v_filtered boolean := cardinality(p_patterns) > 1 OR lower(p_exact) <> p_exact OR p_branch_id IS NOT NULL;
  v_exact_ids integer[] := '{}';
  v_walks bigint := -1;
  v_walk_ids integer[];
  v_sample bigint;
  v_ids integer[];
  v_match text;
  v_ranked text;
BEGIN
  IF v_walkable THEN
    v_hi := left(v_lo, -1) || chr(ascii(right(v_lo, 1)) + 1);
    -- 1. The exact matches (ranks 0 and 1): few, through their btree indexes.
    SELECT coalesce(array_agg(e.id ORDER BY e.r, e.k COLLATE "C", e.f, e.l, e.d), '{}') INTO v_exact_ids
      FROM (SELECT p.id, CASE WHEN p.dn = p_dn THEN 0 ELSE 1 END AS r,
          public.search_patient_name_key(p.first_name_th, p.last_name_th, p.first_name_en, p.last_name_en, p_starts) AS k,
          p.first_name_th COLLATE "C" AS f, p.last_name_th COLLATE "C" AS l, p.dn AS d
        FROM public.patients p WHERE p.clinic_id = v_clinic AND p.deleted_at IS NULL
          AND (p.dn = p_dn OR lower(p.exist_dn) = p_exact OR p.mobile = p_exact OR p.personal_id = p_exact)
          AND (p.dn = p_dn OR p.search_text LIKE ALL (p_patterns))
          AND public.search_patient_kept(p.id, '{}', p_branch_id)) e;
  END IF;

  -- 2. One term: the walks first; past the cap they hold the count and the page.
  IF v_walkable AND cardinality(p_patterns) = 1 THEN
    SELECT w.n, w.ids INTO v_walks, v_walk_ids
      FROM public.search_patient_walks(v_clinic, v_lo, v_hi, p_patterns, p_branch_id, v_filtered, v_exact_ids,
        greatest(p_cap + 1, v_reach) + cardinality(v_exact_ids), v_reach) AS w;
    IF cardinality(v_exact_ids) + v_walks > p_cap AND v_reach <= cardinality(v_exact_ids) + v_walks THEN
      v_ids := v_exact_ids || v_walk_ids;
      RETURN QUERY SELECT u.id, p_cap::bigint + 1 FROM unnest(v_ids[p_offset + 1:v_reach]) AS u(id);
      RETURN;
    END IF;
  END IF;

  -- 3. At most the cap + 1 matches through the trigram index, ranked: the count, and the page
  -- when there are no more. The rows of a match, ranked, as one dynamic statement with one LIKE
  -- per term, so that the index intersects them (migration 0020), each planned with its values.
  IF cardinality(p_patterns) > 0 THEN
    SELECT string_agg(format('p.search_text LIKE $1[%s]', i), ' AND ')
      INTO v_match FROM generate_subscripts(p_patterns, 1) AS i;
  ELSE
    v_match := 'lower(p.exist_dn) = $3';
  END IF;
  v_ranked := 'SELECT p.id, CASE WHEN p.dn = $2 THEN 0
        WHEN lower(p.exist_dn) = $3 OR p.mobile = $3 OR p.personal_id = $3 THEN 1
        WHEN k.k IS NOT NULL THEN 2 ELSE 3 END AS r, k.k,
        p.first_name_th COLLATE "C" AS f, p.last_name_th COLLATE "C" AS l, p.dn AS d
      FROM public.patients p, LATERAL (SELECT public.search_patient_name_key(p.first_name_th, p.last_name_th,
        p.first_name_en, p.last_name_en, $4) AS k) k
      WHERE p.clinic_id = $8 AND p.deleted_at IS NULL AND (p.dn = $2 OR (' || v_match || '))'
    || CASE WHEN p_branch_id IS NULL THEN '' ELSE ' AND public.search_patient_kept(p.id, ''{}'', $5)' END;
  IF cardinality(p_patterns) = 1 THEN
    -- One term: the same statement, static, so that each connection plans it once.
    SELECT count(*), coalesce(array_agg(s.id ORDER BY s.r, s.k COLLATE "C", s.f, s.l, s.d), '{}') INTO v_sample, v_ids
      FROM (SELECT p.id, CASE WHEN p.dn = p_dn THEN 0
            WHEN lower(p.exist_dn) = p_exact OR p.mobile = p_exact OR p.personal_id = p_exact THEN 1
            WHEN k.k IS NOT NULL THEN 2 ELSE 3 END AS r, k.k,
            p.first_name_th COLLATE "C" AS f, p.last_name_th COLLATE "C" AS l, p.dn AS d
          FROM public.patients p, LATERAL (SELECT public.search_patient_name_key(p.first_name_th, p.last_name_th,
            p.first_name_en, p.last_name_en, p_starts) AS k) k
          WHERE p.clinic_id = v_clinic AND p.deleted_at IS NULL AND (p.dn = p_dn OR p.search_text LIKE p_patterns[1])
            AND (p_branch_id IS NULL OR public.search_patient_kept(p.id, '{}', p_branch_id))
          LIMIT p_cap + 1) s;
  ELSE
    EXECUTE 'SELECT count(*), coalesce(array_agg(s.id ORDER BY s.r, s.k COLLATE "C", s.f, s.l, s.d), ''{}'') FROM ('
        || v_ranked || ' LIMIT $9 + 1) s'
      INTO v_sample, v_ids
      USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap;
  END IF;
  IF v_sample <= p_cap THEN
    RETURN QUERY SELECT u.id, v_sample FROM unnest(v_ids[p_offset + 1:v_reach]) AS u(id);
    RETURN;
  END IF;

  -- Several terms past the cap: now the walks (one term has been walked in step 2).
  IF v_walkable AND v_walks < 0 THEN
    SELECT w.n, w.ids INTO v_walks, v_walk_ids
      FROM public.search_patient_walks(v_clinic, v_lo, v_hi, p_patterns, p_branch_id, v_filtered, v_exact_ids,
        greatest(p_cap + 1, v_reach) + cardinality(v_exact_ids), v_reach) AS w;
  END IF;
  IF v_reach <= cardinality(v_exact_ids) + greatest(v_walks, 0) THEN
    v_ids := v_exact_ids || v_walk_ids;
    RETURN QUERY SELECT u.id, p_cap::bigint + 1 FROM unnest(v_ids[p_offset + 1:v_reach]) AS u(id);
    RETURN;
  END IF;

  -- 4. A page past the names that start with the keyword, with more than the cap matches: every
  -- match, sorted.
  RETURN QUERY EXECUTE 'SELECT s.id, $9::bigint + 1 FROM (' || v_ranked || ') s
      ORDER BY s.r, s.k COLLATE "C", s.f, s.l, s.d LIMIT $6 OFFSET $7'
    USING p_patterns, p_dn, p_exact, p_starts, p_branch_id, p_limit, p_offset, v_clinic, p_cap;
END
$$;
--> statement-breakpoint
ALTER FUNCTION search_patient_kept(integer, text[], integer) OWNER TO yim_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_patient_kept(integer, text[], integer) FROM PUBLIC;
--> statement-breakpoint
ALTER FUNCTION search_patient_walks(integer, text, text, text[], integer, boolean, integer[], integer, integer) OWNER TO yim_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_patient_walks(integer, text, text, text[], integer, boolean, integer[], integer, integer) FROM PUBLIC;
