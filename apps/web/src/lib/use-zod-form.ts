import { useMemo, useState, type FormEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** What the hook needs of a zod schema (the web app reaches zod only through the contract). */
export type SafeParser<Out> = {
  safeParse: (value: unknown) => { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
};

/** The first message per top-level field: the order of the schema's checks decides which shows. */
export function issuesByField<T>(issues: readonly Issue[]): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

function validate<T>(schema: SafeParser<unknown>, values: T): FieldErrors<T> {
  const result = schema.safeParse(values);
  return result.success ? {} : issuesByField<T>(result.error.issues);
}

/**
 * Small form state over a contract schema (no form library is installed): a field shows its
 * message once it was left (blur) or the form was submitted, and re-checks as it is edited.
 * Server messages (`setServerErrors`) show until the field changes.
 */
export function useZodForm<Out, T extends Record<string, unknown>>(schema: SafeParser<Out>, initialValues: T) {
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});

  const clientErrors = useMemo(() => validate(schema, values), [schema, values]);

  function errorOf(name: keyof T & string): string | undefined {
    return serverErrors[name] ?? (isSubmitted || touched.has(name) ? clientErrors[name] : undefined);
  }

  function setFieldValue<K extends keyof T & string>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }

  function setFieldValues(patch: Partial<T>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function markTouched(name: keyof T & string) {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  /** Props for a text-like Mantine input bound to a string field. */
  function textField<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: { currentTarget: { value: string } }) => setFieldValue(name, event.currentTarget.value as T[K]),
      onBlur: () => markTouched(name),
      error: errorOf(name),
    };
  }

  /** Props for a DayInput bound to a day field ('YYYY-MM-DD', '' when empty). */
  function dayField<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (day: string | null) => setFieldValue(name, (day ?? '') as T[K]),
      onBlur: () => markTouched(name),
      error: errorOf(name),
    };
  }

  /** Checks everything; valid data goes to `onValid`, else the first invalid field gets focus. */
  function handleSubmit(onValid: (data: Out) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setIsSubmitted(true);
      const result = schema.safeParse(values);
      if (result.success) {
        onValid(result.data);
        return;
      }
      const first = Object.keys(issuesByField(result.error.issues))[0];
      const input = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      input?.focus();
    };
  }

  function reset(next: T = initial) {
    setInitial(next);
    setValues(next);
    setTouched(new Set());
    setIsSubmitted(false);
    setServerErrors({});
  }

  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);

  return {
    values,
    errorOf,
    setFieldValue,
    setFieldValues,
    markTouched,
    textField,
    dayField,
    handleSubmit,
    setServerErrors,
    reset,
    isDirty,
  };
}
