// The parts of `structured-data-testing-tool` (a CommonJS package without types) that e2e/standards.spec.ts uses.
declare module 'structured-data-testing-tool' {
  export interface ToolTest {
    test: string;
    description?: string;
    schema?: string;
    value?: unknown;
    error?: { type: string; message: string };
  }
  export interface ToolResult {
    passed: ToolTest[];
    failed: ToolTest[];
    warnings: ToolTest[];
    schemas: string[];
  }
  /** Tests an HTML string offline (a URL would be fetched: the spec never gives one). Rejects with `.res` when a test fails. */
  export function structuredDataTestHtml(html: string, options: { presets: readonly object[]; auto?: boolean }): Promise<ToolResult>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Google: object;
}
