import { isInputRejected } from '../../application/http/api-error';

/** A refusal the server named a field for ("api_key: …"): the field and what it says of it. */
export interface FieldRefusal {
  readonly field: string;
  readonly problem: string;
}

/** The field a refused request names, or null for any other failure (the screen shows a banner). */
export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  if (!isInputRejected(error)) return null;
  const match = /^([a-z_][a-z0-9_.]*): (.+)$/s.exec(error.message);
  return match ? { field: match[1]!.split('.')[0]!, problem: match[2]! } : null;
}

