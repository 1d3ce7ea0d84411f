import { supportsModalDialog } from '@/lib/modal-dialog';

/** Whether a browser draws a modal <dialog>: what decides between the login dialog and the login page. */

describe('supportsModalDialog', () => {
  it('is true where <dialog> has showModal', () => {
    class Dialog {
      showModal() {}
    }
    expect(supportsModalDialog({ HTMLDialogElement: Dialog } as unknown as Window)).toBe(true);
  });

  it('is false without <dialog> (Safari before 15.4) or without showModal', () => {
    expect(supportsModalDialog({} as Window)).toBe(false);
    expect(supportsModalDialog({ HTMLDialogElement: class {} } as unknown as Window)).toBe(false);
  });
});
