import { focusWhenOpen } from './use-dialog';

/** A dialog as antd puts it on the page: focusable itself, with its fields inside. */
function dialogWithFields(): {
  dialog: HTMLElement;
  first: HTMLInputElement;
  later: HTMLInputElement;
} {
  document.body.innerHTML = `
    <div role="dialog" tabindex="-1">
      <input id="first" aria-label="Username" />
      <input id="later" aria-label="Temporary password" />
    </div>`;
  return {
    dialog: document.querySelector('[role="dialog"]')!,
    first: document.getElementById('first') as HTMLInputElement,
    later: document.getElementById('later') as HTMLInputElement,
  };
}

describe('focusWhenOpen', () => {
  it('puts the focus in the first field once the dialog has opened', () => {
    const { dialog, first } = dialogWithFields();
    dialog.focus();
    focusWhenOpen('first')(true);
    expect(document.activeElement).toBe(first);
  });

  it('leaves someone already typing in another field of the dialog where they are', () => {
    const { later } = dialogWithFields();
    later.focus();
    focusWhenOpen('first')(true);
    expect(document.activeElement).toBe(later);
  });

  it('does nothing when the dialog closes', () => {
    const { dialog } = dialogWithFields();
    dialog.focus();
    focusWhenOpen('first')(false);
    expect(document.activeElement).toBe(dialog);
  });
});
