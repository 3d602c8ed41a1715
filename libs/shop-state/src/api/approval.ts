import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  APPROVER_HEADER,
  APPROVER_PIN_HEADER,
  PERMISSIONS,
  type Permission,
  type PermissionRefusal,
} from '@shop/contracts';

/** Who approves a refused action on the spot (docs/product/staff.md#approval-on-the-spot). */
export interface Approval {
  username: string;
  pin: string;
}

/**
 * Asks someone on the screen for an approval of `refusal`: their username and PIN, or null when
 * they decline. The base query cannot open a dialog, so a screen module registers one with
 * `setApprovalHandler` (the `ApprovalHost` of `@shop/ui/forms`).
 */
export type ApprovalHandler = (refusal: PermissionRefusal) => Promise<Approval | null>;

let currentHandler: ApprovalHandler | null = null;

/** Installs `handler` until the returned function is called (a host unmounting). */
export function setApprovalHandler(handler: ApprovalHandler): () => void {
  const previous = currentHandler;
  currentHandler = handler;
  return () => {
    if (currentHandler === handler) currentHandler = previous;
  };
}

export function approvalHandler(): ApprovalHandler | null {
  return currentHandler;
}

function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The refusal in a 403 that names a missing permission; null for any other answer. */
export function permissionRefusalOf(
  error: FetchBaseQueryError | undefined,
): PermissionRefusal | null {
  if (error?.status !== 403) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null) return null;
  const { error: message, permission } = data as Record<string, unknown>;
  if (!isPermission(permission)) return null;
  return { error: typeof message === 'string' ? message : 'Not allowed', permission };
}

/** The same request, carrying the approver's name and PIN. */
export function withApproval(args: string | FetchArgs, approval: Approval): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set(APPROVER_HEADER, approval.username);
  headers.set(APPROVER_PIN_HEADER, approval.pin);
  return { ...request, headers };
}
