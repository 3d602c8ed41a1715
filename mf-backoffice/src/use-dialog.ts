import { useCallback, useRef, useState } from 'react';

export interface DialogState<T> {
  /** What the dialog is about (a record, an action and its record). */
  subject: T;
  /** Tells openings apart: use it as the dialog's `key`, so each starts with a fresh form. */
  key: number;
}

/** What a dialog needs to show and go away. */
export interface DialogControls {
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the dialog leaves the page (antd then refocuses its opener). */
  afterClose: () => void;
}

/**
 * The one dialog a screen shows at a time. Closing keeps it on the page until its
 * animation ends, so its text does not vanish mid-fade and antd's Modal can return
 * the focus to the button that opened it.
 */
export function useDialog<T>() {
  const [dialog, setDialog] = useState<DialogState<T> | null>(null);
  const [open, setOpen] = useState(false);
  const openings = useRef(0);

  const show = useCallback((subject: T) => {
    openings.current += 1;
    setDialog({ subject, key: openings.current });
    setOpen(true);
  }, []);
  const onClose = useCallback(() => setOpen(false), []);
  const afterClose = useCallback(() => setDialog(null), []);

  return { dialog, show, controls: { open, onClose, afterClose } satisfies DialogControls };
}

/**
 * A Modal's `afterOpenChange` that puts the focus in the field with this id once the
 * dialog is open: antd focuses the dialog itself, and an `autoFocus` input mounts
 * before the dialog is on the page, so it cannot take the focus itself. Someone already in
 * one of the dialog's fields by then (the opening can take a while on a slow machine) keeps
 * their place: moving them would send what they type to the first field.
 */
export const focusWhenOpen = (id: string) => (opened: boolean) => {
  const field = opened ? document.getElementById(id) : null;
  const active = document.activeElement;
  const typing =
    active instanceof HTMLElement &&
    active.matches('input, textarea, select') &&
    field?.closest('[role="dialog"]')?.contains(active);
  if (field && !typing) field.focus();
};
