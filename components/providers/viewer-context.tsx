import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Viewer } from '@/lib/guards';

/**
 * Who is logged in, for the browser: starts from the page's `viewer` prop
 * (the server's answer for this request) and changes without a reload when
 * someone logs in in the dialog or logs out.
 */

interface ViewerState {
  viewer: Viewer | null;
  setViewer: (viewer: Viewer | null) => void;
}

const ViewerContext = createContext<ViewerState>({ viewer: null, setViewer: () => undefined });

/**
 * `fromPage` is the page's prop: undefined on pages that do not say (the
 * static 404 page), which keep the viewer already known.
 */
export function ViewerProvider({ fromPage, children }: { fromPage: Viewer | null | undefined; children: ReactNode }) {
  const [state, setState] = useState<{ page: Viewer | null | undefined; viewer: Viewer | null }>({
    page: fromPage,
    viewer: fromPage ?? null,
  });
  // A new page brought its own answer: it wins over what the browser knew (React's "adjust state on a prop change").
  if (fromPage !== state.page) setState({ page: fromPage, viewer: fromPage === undefined ? state.viewer : fromPage });
  const value: ViewerState = { viewer: state.viewer, setViewer: (viewer) => setState((s) => ({ ...s, viewer })) };
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}

/** Opens the header's login dialog (the default layout provides it; elsewhere it is null). */
const LoginPromptContext = createContext<(() => void) | null>(null);
export const LoginPromptProvider = LoginPromptContext.Provider;

export function useLoginPrompt(): (() => void) | null {
  return useContext(LoginPromptContext);
}
