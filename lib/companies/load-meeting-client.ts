/** The meetings API client comes in its own chunk, loaded when a meeting form or list is first used. */
let loading: Promise<typeof import('./meeting-client')> | undefined;

export function loadMeetingClient(): Promise<typeof import('./meeting-client')> {
  loading ??= import('./meeting-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
