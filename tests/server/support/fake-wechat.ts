/** The stand-in for WeChat's API shared with the browser tests (e2e/support/fake-wechat-api.mjs). */
export { startFakeWechat, type FakeWechat } from '../../../e2e/support/fake-wechat-api.mjs';
