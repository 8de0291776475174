/**
 * Picks the one message a form shows above its button: the first message of `priority`
 * that is present, else the first present message. Used where the spec gives one
 * form-level message ('Please fill in all fields') instead of one per field.
 */
export function pickFormError(
  messages: ReadonlyArray<string | undefined>,
  priority: readonly string[] = [],
): string | undefined {
  const present = messages.filter((message): message is string => Boolean(message));
  return priority.find((message) => present.includes(message)) ?? present[0];
}

/**
 * Puts the server's per-field messages (a 400's `error.fields`) on the form fields they
 * name, so a rule only the server knows (a taken e-mail, a NUL character) shows where the
 * user typed. Fields the form does not have are left to the form-level message. Answers
 * whether any field got a message.
 */
export function applyServerFieldErrors<FieldName extends string>(
  error: unknown,
  fieldNames: readonly FieldName[],
  setError: (name: FieldName, error: { type: 'server'; message: string }) => void,
): boolean {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return false;
  let hasApplied = false;
  for (const name of fieldNames) {
    const message = fields[name];
    if (message === undefined) continue;
    setError(name, { type: 'server', message });
    hasApplied = true;
  }
  return hasApplied;
}
