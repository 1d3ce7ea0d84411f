import { useApiForm } from './use-api-form';
import type { Locale } from '@/lib/i18n';
import { loadAuthClient } from '@/lib/auth/load-client';

export { checked, field, fields } from './use-api-form';

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>;

export interface AccountFormOptions<I> {
  /** The shared schema the input must pass before it is sent. */
  schema: keyof AuthClient['schemas'];
  /** The input, read from the form's (uncontrolled) fields. */
  read: (data: FormData) => I;
  /** Sends a valid input; throws the API's error. */
  send: (client: AuthClient, input: I, context: { locale: Locale; form: HTMLFormElement }) => Promise<void>;
}

/** The account forms (login, sign-up, change password): useApiForm with the account API client. */
export function useAccountForm<I>({ schema, read, send }: AccountFormOptions<I>) {
  return useApiForm<AuthClient, I>({
    load: loadAuthClient,
    check: (client, input) => client.validate(client.schemas[schema], input),
    read,
    send,
  });
}
