-- Hand-written (issues 9 and 21, ADR 0019): what every signed-in request reads before its
-- handler, in one function the request sends in the round trip of `begin` and its scope settings
-- (database.ts, request-access.ts):
--   1. the session of the access token and its user (the session rule itself stays in
--      TypeScript, assertLiveSession: these are its facts);
--   2. on a branch url, the transaction moved into the clinic of the url (nothing else reads
--      another clinic's url: clinic_id_by_url, migration 0013);
--   3. when asked, the branch of the url in that clinic, the caller's roles there (null when not a
--      member) and whether the caller works in any branch of the clinic (the branch rule stays in
--      TypeScript too, scopeOf).
-- A session that does not exist, is someone else's or was revoked answers no row, and enters no
-- clinic. An unknown clinic answers clinic_id null, entered as none (tenant tables read nothing).
-- PL/pgSQL keeps the plans of its statements for the connection; SECURITY INVOKER, so the
-- request role's policies apply to every read as they did to the statements it replaces.
CREATE FUNCTION request_entry(p_session_id uuid, p_user_id uuid, p_clinic_url text, p_branch_url text)
  RETURNS TABLE (user_id uuid, is_superadmin boolean, disabled_at timestamptz, deleted_at timestamptz,
    sessions_valid_after timestamptz, expires_at timestamptz, clinic_id integer, branch_id integer,
    role_ids integer[], works_in_clinic boolean)
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_clinic_id integer;
BEGIN
  SELECT u.id, u.is_superadmin, u.disabled_at, u.deleted_at, u.sessions_valid_after, s.expires_at
    INTO user_id, is_superadmin, disabled_at, deleted_at, sessions_valid_after, expires_at
    FROM public.sessions s JOIN public.users u ON u.id = s.user_id
    WHERE s.id = p_session_id AND s.user_id = p_user_id AND s.revoked_at IS NULL
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_clinic_url IS NOT NULL THEN
    v_clinic_id := public.clinic_id_by_url(p_clinic_url);
    PERFORM set_config('app.clinic_id', coalesce(v_clinic_id::text, ''), true);
    clinic_id := v_clinic_id;
  END IF;
  IF v_clinic_id IS NOT NULL AND p_branch_url IS NOT NULL THEN
    SELECT b.id, m.role_ids, EXISTS (SELECT 1 FROM public.branch_members w
        WHERE w.clinic_id = v_clinic_id AND w.user_id = p_user_id AND w.deleted_at IS NULL)
      INTO branch_id, role_ids, works_in_clinic
      FROM public.branches b
      LEFT JOIN public.branch_members m ON m.clinic_id = v_clinic_id AND m.branch_id = b.id
        AND m.user_id = p_user_id AND m.deleted_at IS NULL
      WHERE b.clinic_id = v_clinic_id AND b.url = p_branch_url
      LIMIT 1;
  END IF;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION request_entry(uuid, uuid, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_entry(uuid, uuid, text, text) TO yim_app;
