-- Hand-written (issue 8): a super-administrator creates a clinic from a request. The app role
-- may not insert into clinics (0013), so the one insert it needs goes through this function,
-- which runs as the owner and admits only a live platform super-administrator as the
-- transaction's user. Everything under the new clinic (branch, membership, audit) is then
-- written by the app role inside that clinic's RLS scope, in the same transaction.
-- A url already taken answers NULL (ON CONFLICT DO NOTHING): a concurrent creation with the
-- same url waits for the first to commit and then gets NULL, which the service turns into 409.
CREATE FUNCTION create_clinic(p_url text, p_code text, p_name text, p_name_en text) RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
DECLARE
  v_id integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM public.users u
    WHERE u.id = nullif(current_setting('app.user_id', true), '')::uuid
      AND u.is_superadmin AND u.deleted_at IS NULL AND u.disabled_at IS NULL
  ) THEN
    RAISE EXCEPTION 'permission denied: only a platform super-administrator creates a clinic'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  INSERT INTO public.clinics (url, code, name, name_en) VALUES (p_url, p_code, p_name, p_name_en)
    ON CONFLICT (url) DO NOTHING
    RETURNING id INTO v_id;
  RETURN v_id;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION create_clinic(text, text, text, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION create_clinic(text, text, text, text) TO yim_app;
