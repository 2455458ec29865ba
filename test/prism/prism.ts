// What Prism said about a request: its reply's status and `sl-violations` header (Prism lists
// there what the request broke: a path, query, header or body against api/openapi.yaml).
import type { APIResponse, Response } from '@playwright/test';

/** Where the console is served (nginx) and, on the next port, the `/v1` proxy to Prism. */
export const PRISM_CONSOLE_PORT = Number(process.env.PRISM_CONSOLE_PORT ?? 4630);
export const PRISM_PROXY = `http://127.0.0.1:${PRISM_CONSOLE_PORT + 1}`;

export interface Refusal {
  request: string;
  status: number;
  violations: string[];
}

/** What the request of this reply broke, or null when Prism found nothing. */
export function refusalOf(
  request: string,
  status: number,
  header: string | undefined,
): Refusal | null {
  let violations: string[] = [];
  if (header) {
    try {
      const parsed = JSON.parse(header) as { location?: string[]; message?: string }[];
      violations = parsed
        .filter((violation) => violation.location?.[0] === 'request')
        .map((violation) => `${(violation.location ?? []).join('.')}: ${violation.message}`);
    } catch {
      violations = [header];
    }
  }
  // 422: Prism refused the request (it answers only when the request keeps the contract).
  if (status !== 422 && violations.length === 0) return null;
  return { request, status, violations };
}

export function refusalOfReply(request: string, reply: Response | APIResponse): Refusal | null {
  return refusalOf(request, reply.status(), reply.headers()['sl-violations']);
}
