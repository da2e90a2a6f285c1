-- Hand-written below drizzle-kit's index change (issue 9, ADR 0012): the exact matches of
-- search_patient_page() (the DN, a legacy DN, a mobile, a national id) planned once per
-- connection instead of for each call. They were one statement whose OR of four conditions
-- PL/pgSQL planned for each call's values (0.36 ms on PostgreSQL, a third of a broad search
-- after 0044): a plan made without the values read the whole clinic, because almost every
-- record has no legacy DN ('') and `lower(exist_dn) = $1` then looked true of every row. Now each
-- condition is its own branch on its own index, and the legacy DN's index holds only the records
-- that have one, so a plan made once finds each through its index whatever the value, and the
-- plan cache keeps that plan. The matches are the same: a keyword is never empty, so
-- `exist_dn <> ''` removes no match. The index changes its shape (clinic first, records with a
-- legacy DN only); the dynamic statement for digits too short for the trigram index names that
-- predicate too, so that it still reaches the index.
DROP INDEX "patients_exist_dn_idx";--> statement-breakpoint
CREATE INDEX "patients_clinic_exist_dn_idx" ON "patients" USING btree ("clinic_id",lower("exist_dn")) WHERE "patients"."exist_dn" <> '';--> statement-breakpoint
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
    -- 1. The exact matches (ranks 0 and 1): few, one btree index each, so that the plan made
    -- once for every value (a generic plan, which PL/pgSQL keeps once it costs no more) is the
    -- one each value would get.
    SELECT coalesce(array_agg(e.id ORDER BY e.r, e.k COLLATE "C", e.f, e.l, e.d), '{}') INTO v_exact_ids
      FROM (SELECT p.id, CASE WHEN p.dn = p_dn THEN 0 ELSE 1 END AS r,
          public.search_patient_name_key(p.first_name_th, p.last_name_th, p.first_name_en, p.last_name_en, p_starts) AS k,
          p.first_name_th COLLATE "C" AS f, p.last_name_th COLLATE "C" AS l, p.dn AS d
        FROM public.patients p WHERE p.id IN (
            SELECT q.id FROM public.patients q WHERE q.clinic_id = v_clinic AND q.dn = p_dn
            UNION ALL
            SELECT q.id FROM public.patients q WHERE q.clinic_id = v_clinic AND q.exist_dn <> ''
              AND lower(q.exist_dn) = p_exact
            UNION ALL
            SELECT q.id FROM public.patients q WHERE q.clinic_id = v_clinic AND q.mobile = p_exact
            UNION ALL
            SELECT q.id FROM public.patients q WHERE q.clinic_id = v_clinic AND q.personal_id = p_exact)
          AND p.clinic_id = v_clinic AND p.deleted_at IS NULL
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
    v_match := 'p.exist_dn <> '''' AND lower(p.exist_dn) = $3';
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
