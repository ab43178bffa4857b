import { messages } from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

function issuesOf(value: unknown): Issue[] | null {
  if (value && typeof value === 'object' && 'issues' in value && Array.isArray((value as { issues: unknown }).issues)) {
    return (value as { issues: Issue[] }).issues;
  }
  return null;
}

/**
 * Reads an input-validation failure (zod / Standard Schema issues behind a tRPC BAD_REQUEST) into the
 * spec's message — the first issue — and a field → message map. Null when the error is something else.
 */
export function validationFailure(error: unknown): { message: string; fields: Record<string, string> } | null {
  if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST') return null;
  const issues = issuesOf(error.cause);
  if (!issues || issues.length === 0) return null;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { message: issues[0]?.message ?? messages.generic.invalidInput, fields };
}
