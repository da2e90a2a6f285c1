-- Hand-written (issue 9, ADR 0012): search_patient_walks() counts one name's walk at a time and
-- stops at the first that reaches the count it is asked for. A keyword that starts a common name
-- read every walk to the cap and then sorted their ids to count them apart: 'สม' starts two Thai
-- first names and a surname (three walks of 1,001), 'som' the same in English, 'ศรีสุ' one surname
-- (one walk of 1,001 and a sort of its ids). One walk that reaches the count already holds that
-- many patients, which is all the caller asks of it (search_patient_page() compares it with the
-- cap and the page's end, which that count reaches by its definition in 0042), so the other
-- walks are not read. When no walk reaches it, the ids already read are counted apart, as before,
-- without reading them again. The page walk is unchanged.
CREATE OR REPLACE FUNCTION search_patient_walks(p_clinic integer, p_lo text, p_hi text, p_patterns text[],
    p_branch_id integer, p_filtered boolean, p_exact_ids integer[], p_count_to integer, p_reach integer,
    OUT n bigint, OUT ids integer[])
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  v_head integer := p_reach + cardinality(p_exact_ids);
  v_first_th integer[];
  v_last_th integer[];
  v_first_en integer[];
  v_last_en integer[];
BEGIN
  SELECT coalesce(array_agg(p.id), '{}') INTO v_first_th
    FROM (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
        AND p.first_name_th COLLATE "C" >= p_lo AND p.first_name_th COLLATE "C" < p_hi
        AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
        AND p.id <> ALL (p_exact_ids) LIMIT p_count_to) p;
  IF cardinality(v_first_th) < p_count_to THEN
    SELECT coalesce(array_agg(p.id), '{}') INTO v_last_th
      FROM (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
          AND p.last_name_th COLLATE "C" >= p_lo AND p.last_name_th COLLATE "C" < p_hi
          AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          AND p.id <> ALL (p_exact_ids) LIMIT p_count_to) p;
  END IF;
  IF greatest(cardinality(v_first_th), cardinality(v_last_th)) < p_count_to THEN
    SELECT coalesce(array_agg(p.id), '{}') INTO v_first_en
      FROM (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
          AND lower(p.first_name_en) COLLATE "C" >= p_lo AND lower(p.first_name_en) COLLATE "C" < p_hi
          AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          AND p.id <> ALL (p_exact_ids) LIMIT p_count_to) p;
  END IF;
  IF greatest(cardinality(v_first_th), cardinality(v_last_th), cardinality(v_first_en)) < p_count_to THEN
    SELECT coalesce(array_agg(p.id), '{}') INTO v_last_en
      FROM (SELECT p.id FROM public.patients p WHERE p.clinic_id = p_clinic AND p.deleted_at IS NULL
          AND lower(p.last_name_en) COLLATE "C" >= p_lo AND lower(p.last_name_en) COLLATE "C" < p_hi
          AND (NOT p_filtered OR public.search_patient_kept(p.id, p_patterns, p_branch_id))
          AND p.id <> ALL (p_exact_ids) LIMIT p_count_to) p;
  END IF;
  IF greatest(cardinality(v_first_th), cardinality(v_last_th), cardinality(v_first_en), cardinality(v_last_en))
      >= p_count_to THEN
    n := p_count_to;
  ELSE
    -- A patient found under two names counts once.
    SELECT count(DISTINCT u.id) INTO n
      FROM unnest(v_first_th || coalesce(v_last_th, '{}') || coalesce(v_first_en, '{}') || coalesce(v_last_en, '{}'))
        AS u(id);
  END IF;
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
