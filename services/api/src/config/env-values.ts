import { z } from 'zod';

/** A value refused: the words that follow the variable's name in the error (load-config.ts). */
export class Refused extends Error {}

/** How one variable is read, what unset means, and the words the docs table shows. */
export interface VariableSpec<T, U> {
  /** Reads the trimmed, non-blank text; throws `Refused` for a bad value. */
  read: (text: string) => T;
  /** The value when the variable is unset or blank. */
  unset: U;
  /** The default as the table says it; without it, `unset` itself in code quotes. */
  unsetText?: string;
  /** What the variable does, for docs/operations.md. */
  does: string;
}

/** The docs of one variable, kept on its schema (zod's metadata) for config-docs.ts. */
export type VariableDocs = {
  description: string;
  unset: string;
};

/**
 * One environment variable's schema: the text trimmed, blank counted as unset, then `read`.
 * A refusal becomes an issue at the variable's key, so every bad value is reported at once.
 */
export function variable<T, U>(spec: VariableSpec<T, U>) {
  const docs: VariableDocs = {
    description: spec.does,
    unset: spec.unsetText ?? (spec.unset === undefined ? '' : `\`${String(spec.unset)}\``),
  };
  return z
    .string()
    .optional()
    .transform((raw, context): T | U => {
      const text = raw?.trim();
      if (!text) return spec.unset;
      try {
        return spec.read(text);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    })
    .meta(docs);
}

const refuse = (why: string): never => {
  throw new Refused(why);
};

export const asText = (text: string): string => text;

export function port(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65_535) refuse(`must be a port number, got "${text}"`);
  return value;
}

export function milliseconds(text: string): number {
  if (!/^\d+$/.test(text)) refuse(`must be a whole number of milliseconds, got "${text}"`);
  return Number(text);
}

/** `on` or `off`, in any case. */
export function onOff(text: string): boolean {
  const word = text.toLowerCase();
  if (word !== 'on' && word !== 'off') refuse(`must be on or off, got "${text}"`);
  return word === 'on';
}

/** One of `words`, in any case. */
export function oneOf<W extends string>(words: readonly W[]): (text: string) => W {
  return (text) => {
    const word = text.toLowerCase() as W;
    if (!words.includes(word)) refuse(`must be one of ${words.join(', ')}, got "${text}"`);
    return word;
  };
}

/** At least `length` characters; a secret is never repeated in the message. */
export function secret(length: number): (text: string) => string {
  return (text) => {
    if (text.length < length) refuse(`must be at least ${length} characters long`);
    return text;
  };
}

/**
 * A URL of one of `protocols` (the first is the one it is written with), e.g. `mysql://`.
 * The URL may hold a password, so a message never repeats it: only its scheme.
 */
export function serverUrl(protocols: readonly string[], example: string): (text: string) => URL {
  return (text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refuse(`is not a valid URL (expected ${example})`);
    }
    if (!protocols.includes(url.protocol))
      refuse(`must start with ${protocols[0]}// (got ${url.protocol}//...)`);
    return url;
  };
}
