-- Hand-written (issues 9 and 21, ADR 0017): clinic_id_by_url() (migration 0013), which every
-- branch request calls in its session check to enter the clinic of its url, in PL/pgSQL instead
-- of SQL. PostgreSQL plans the statement of a SQL function on every call when it cannot inline it
-- (a SECURITY DEFINER function with a SET clause never is); PL/pgSQL keeps its plan for the
-- connection. Planning it locked the clinics table and each of its indexes again on every
-- request. Same answer, same rights: the owner, the grants and the settings stay.
CREATE OR REPLACE FUNCTION clinic_id_by_url(p_url text) RETURNS integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
BEGIN
  RETURN (SELECT c.id FROM public.clinics c WHERE c.url = p_url);
END
$$;
