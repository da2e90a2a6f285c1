-- Hand-written (issue 9, ADR 0012): search_patient_walks() plans its statements once per
-- connection. Migration 0042 made them static so that they would be, but PL/pgSQL's plan cache
-- keeps planning a statement for each call's values (a custom plan) as long as it judges the
-- generic plan no cheaper, and it kept judging so: every broad search planned its walks again,
-- about 0.45 ms of a 1.1 ms call on PostgreSQL and 2 of 4.4 ms on PGlite (bench data, 100,000
-- patients). Their generic plan is the plan a custom one finds, since each walk has one index
-- that serves its range in its order: the count walks read that name's index for [p_lo, p_hi)
-- up to p_count_to rows, the page walk its first rows in order. So the generic plan is asked for.
-- Not search_patient_page(): as its exact matches are written here, their generic plan reads the
-- whole clinic (almost every record has no legacy DN; migration 0045 takes them apart). A SET
-- clause of this setting costs nothing measurable (unlike search_path's, ADR 0012).
ALTER FUNCTION search_patient_walks(integer, text, text, text[], integer, boolean, integer[], integer, integer)
  SET plan_cache_mode = force_generic_plan;
