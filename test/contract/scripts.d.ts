// Types of the two plain-JavaScript scripts the contract tests import (TypeScript does not read
// scripts/*.mjs here): the document's validators and the live-API check.

declare module '*/scripts/openapi-contract.mjs' {
  /** An operation of the document. */
  export interface ContractOperation {
    id: string;
    /** Upper case: `GET`, `POST`. */
    method: string;
    /** As the document has it: `/bidders/{id}`. */
    path: string;
    pattern: RegExp;
    /** The path parameters' names, in order. */
    names: string[];
    /** The security scheme (`bearerAuth`, `linkToken`), or null for none. */
    auth: string | null;
    requestBody: { content?: Record<string, unknown> } | null;
    /** The documented replies by status (`200`, `default`), references unresolved. */
    responses: Record<string, unknown>;
  }

  export interface Contract {
    doc: Record<string, unknown>;
    operations: ContractOperation[];
    /** Object schemas test mode had to close (0: the document closes them all itself). */
    closedInTestMode: number;
    operation(id: string): ContractOperation;
    match(
      method: string,
      apiPath: string,
    ): { operation: ContractOperation; params: Record<string, string> } | null;
    checkReply(
      id: string,
      status: number,
      contentType: string | null,
      body: string,
    ): { documented: boolean; errors: string[] };
    checkRequest(id: string, contentType: string | null, body: unknown): string[];
  }

  export const DEFAULT_DOCUMENT: string;
  export function loadContract(file?: string): Contract;
}

declare module '*/scripts/contract-check.mjs' {
  export interface CheckRow {
    operation: string;
    method: string;
    path: string;
    /** null: not called (`result` says why) or no reply (a network error). */
    status: number | null;
    ms: number | null;
    ok: boolean;
    /** `valid`, the first schema error (`/path/of/field what is wrong`), or why it was skipped. */
    result: string;
    /** A documented 403: this login's role may not make the call. */
    refused?: boolean;
  }

  export const CHANGES_DATA: ReadonlySet<string>;

  export function checkApi(options: {
    baseUrl: string;
    email: string;
    password: string;
    ids?: Record<string, string>;
    fetch?: typeof globalThis.fetch;
    /** A loaded contract (scripts/openapi-contract.mjs), to share one. */
    contract?: object;
  }): Promise<{ ok: boolean; rows: CheckRow[] }>;

  export function formatTable(rows: CheckRow[]): string;
}

declare module '*/scripts/test-titles.mjs' {
  export interface Token {
    type: 'word' | 'punct' | 'string' | 'number';
    value: string;
    template?: boolean;
  }
  export function tokenize(source: string): Token[];
  /** The titles of the running tests a test file declares. */
  export function testTitles(source: string): string[];
}

declare module '*/scripts/requirements.mjs' {
  export interface RequirementCheck {
    problems: string[];
    counts: { ids: number; choices: number; prefixes: number; citations: number };
  }
  export function findProblems(input: {
    catalogue: string;
    choices?: string;
    files: { path: string; text: string }[];
    exists: (file: string) => boolean;
  }): RequirementCheck;
  export function checkRepository(root: string): RequirementCheck;
}

declare module '*/scripts/catalogue-reports.mjs' {
  export interface ReportCase {
    file: string;
    title: string;
    status: 'passed' | 'failed' | 'skipped';
    flaky?: boolean;
  }
  export interface CatalogueRow {
    klass: string;
    tests: { file: string; title: string }[];
    problems: string[];
  }
  export function vitestCases(report: unknown, root: string): ReportCase[];
  export function playwrightCases(report: unknown, root: string): ReportCase[];
  export function titleMatcher(named: string): (title: string) => boolean;
  export function checkAgainstReports(
    rows: CatalogueRow[],
    cases: { vitest: ReportCase[] | null; playwright: ReportCase[] | null },
  ): { gaps: string[]; passed: number; flaky: number };
}

declare module '*/scripts/catalogue.mjs' {
  interface CatalogueRow {
    klass: string;
    tests: { file: string; title: string }[];
    problems: string[];
  }
  export function readCatalogue(text: string): CatalogueRow[];
  export function checkDeclared(
    rows: CatalogueRow[],
    options?: {
      root?: string;
      exists?: (file: string) => boolean;
      read?: (file: string) => string;
    },
  ): { gaps: string[]; passed: number };
  export function closingLine(
    rows: CatalogueRow[],
    result: { gaps: string[]; passed: number },
  ): string;
}

declare module '*/.ci/steps.js' {
  export interface CiStep {
    name: string;
    command: string;
    env: Record<string, string>;
    needs?: string[];
  }
  export function ciSteps(options: { logDir: string }): CiStep[];
}
