import type { LightMyRequestResponse as Response } from 'fastify';

// Words of Fastify's, zod's and PostgreSQL's English messages; quoted field names („body“) are left out first.
const ENGLISH = /\b(the|must|should|expected|received|invalid|required|cannot|unsupported|missing|found|unexpected|failed|error|property|allowed|exceeded|retry|body|request|too)\b/i;
const GERMAN = /[äöüßÄÖÜ„]|\b(die|der|das|ist|sind|nicht|bitte|sie|ihr|ihre|ein|eine|zu|gibt|es|wurde|diese[rsnm]?|kein\w*|ungültig\w*|erwartet|eingabe|anfrage|adresse|anmeldung)\b/i;

/**
 * What is wrong with an answer to a hostile request, or undefined when it is fine: never a 5xx,
 * and every refusal gives a German reason in the API's error shape.
 */
export function faultOf(response: Response): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  let message: unknown;
  try {
    message = response.json<{ message?: unknown }>().message;
  } catch {
    return `${response.statusCode} without a JSON reason: ${response.body.slice(0, 120)}`;
  }
  if (typeof message !== 'string' || !message) return `${response.statusCode} without a message`;
  const unquoted = message.replace(/„[^“]*“/g, '');
  if (ENGLISH.test(unquoted) || !GERMAN.test(unquoted)) return `${response.statusCode} with a reason that is not German: ${message}`;
  return undefined;
}
