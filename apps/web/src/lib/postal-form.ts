import type { FieldErrors, FieldValues } from 'react-hook-form';

/** A postal address as a form holds it: every field a string; the salutation '' until one is chosen. */
export interface PostalFormFields {
  salutation: '' | 'female' | 'male';
  firstNames: string;
  lastName: string;
  companyName: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  town: string;
}

interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

/**
 * The server schema's issues as the form's errors. Street and number share one message, as do postcode
 * and town: each message is given once, on the first of its fields.
 */
export function fieldErrorsOf<T extends FieldValues>(issues: readonly Issue[]): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  const given = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (errors[field] || given.has(issue.message)) continue;
    given.add(issue.message);
    errors[field] = { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<T>;
}
