import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import type { ZodType, input as ZodInput, output as ZodOutput } from 'zod';

type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The first message per top-level field, in the schema's order. */
function errorsOf<Values>(schema: ZodType, values: Values): FieldErrors<Values> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Values>;
}

/**
 * Form state validated by a contracts schema, the same one the API parses, so the
 * form and the server can never disagree on a rule or a message. A field shows its
 * message once the user has left it or tried to submit; from then on it updates
 * as they type. Server answers can put a message on a field (`setServerError`); it
 * stays until that field changes.
 */
export function useZodForm<Schema extends ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  initialValues: ZodInput<Schema>,
) {
  type Values = ZodInput<Schema>;
  type Name = keyof Values & string;
  const formId = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});

  const clientErrors = useMemo(() => errorsOf(schema, values), [schema, values]);
  const errorFor = (name: Name): string | undefined =>
    serverErrors[name] ?? (submitted || visited.has(name) ? clientErrors[name] : undefined);

  const idFor = useCallback((name: Name) => `${formId}-${name}`, [formId]);

  function setValue(name: Name, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** Props for a `TextField` or `PasswordField`. */
  function field(name: Name) {
    const raw = values[name];
    return {
      id: idFor(name),
      name,
      value: typeof raw === 'string' ? raw : '',
      error: errorFor(name),
      onChange: (value: string) => setValue(name, value),
      onBlur: () => setVisited((current) => new Set(current).add(name)),
    };
  }

  /** Validates, focuses the first invalid field, or hands the parsed output on. */
  function handleSubmit(onValid: (output: ZodOutput<Schema>) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        const first = Object.keys(errorsOf(schema, values))[0] as Name | undefined;
        if (first) document.getElementById(idFor(first))?.focus();
        return;
      }
      void onValid(result.data);
    };
  }

  /** Back to `next` (or the initial values) with no messages showing. */
  function reset(next: Values = initialValues) {
    setValues(next);
    setVisited(new Set());
    setSubmitted(false);
    setServerErrors({});
  }

  function setServerError(name: Name, message: string) {
    setServerErrors((current) => ({ ...current, [name]: message }));
    document.getElementById(idFor(name))?.focus();
  }

  /** Whether the values pass the schema now, messages shown or not (to disable a submit). */
  const isValid = Object.keys(clientErrors).length === 0;

  return { values, isValid, field, handleSubmit, reset, setServerError };
}
