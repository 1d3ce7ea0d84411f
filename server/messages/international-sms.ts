import { smsTemplates } from './kinds';

/**
 * Text messages to numbers outside mainland China (stored in E.164 with "+"). Aliyun SMS sends them with
 * separately approved international templates (国际/港澳台短信): one code per template in
 * SMS_INTL_TEMPLATE_<TEMPLATE>, beside the mainland SMS_TEMPLATE_<TEMPLATE>. A template without one is not texted
 * abroad: the outbox sends its message by e-mail instead (outbox.ts). Mainland numbers are unchanged.
 */

/** The environment variable holding a template's international Aliyun template code. */
export function smsIntlTemplateSetting(template: string): string {
  return `SMS_INTL_TEMPLATE_${template.toUpperCase()}`;
}

/** The international template code of a template, or null when none is configured. */
export function internationalSmsTemplate(template: string, source: NodeJS.ProcessEnv = process.env): string | null {
  return source[smsIntlTemplateSetting(template)]?.trim() || null;
}

/** International template codes by template name (unset ones are left out). */
export function internationalSmsTemplateCodes(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const template of smsTemplates()) {
    const code = internationalSmsTemplate(template, source);
    if (code) codes[template] = code;
  }
  return codes;
}
