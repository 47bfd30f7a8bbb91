import type { FormField, ValidationText } from './contact-form-text';

/**
 * The message for a refused field: the schema reports a kind (see contact-schema.ts), translated here.
 * The form island shows it beside the field; the error page of a form posted without JavaScript shows
 * the same words.
 */
export function validationMessage(
  field: FormField,
  kind: string | undefined,
  text: ValidationText,
): string | undefined {
  if (!kind) return undefined;
  if (kind === 'max' || kind === 'min') return text[kind][field] ?? text.invalid;
  if (kind === 'invalid' && field === 'email') return text.invalidEmail;
  if (kind in text) return text[kind as keyof Omit<ValidationText, 'max' | 'min'>];
  return text.invalid;
}
