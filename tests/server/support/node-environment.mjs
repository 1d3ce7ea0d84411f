import { TestEnvironment } from 'jest-environment-node';

/**
 * The node tests' environment: Jest's own, plus the real `file-type` module
 * (ESM only), imported here by Node itself — outside the test's VM — and handed
 * to the test as a global (tests/server/support/file-type.ts reads it). A
 * dynamic import() from inside the VM went through Jest's module linking,
 * which failed now and then ("Cannot read properties of undefined (reading
 * 'identifier')") when a worker ran a second test file that uploads.
 */
export default class NodeEnvironmentWithFileType extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__tmzFileType = await import('file-type');
  }
}
