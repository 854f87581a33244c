/**
 * Text a person typed into Wayfare (a contact message, a sign-up or booking name, the other
 * travellers' names, a trip request's places), on its way into an e-mail.
 *
 * Sign-up proves no mailbox, so whoever types such text can choose where the message it lands in
 * goes. A template therefore never receives it as it is: the message's input carries it as a
 * `SenderText`, and the one rule of the outbox (`queue` in service.ts, docs/security.md "Mail
 * abuse") turns every `SenderText` of the input into the text, when the recipient's address is
 * verified or the message goes to the agency, or into `undefined`, when it is not. The template
 * sees `Shown<Input>`, where each such field is `string | undefined`, and must say what happened
 * without it: the type makes forgetting that impossible.
 */
export class SenderText {
  readonly #text: string;

  private constructor(text: string) {
    this.#text = text;
  }

  /** The text someone typed; nothing for an empty one. */
  static of(text: string | null | undefined): SenderText | undefined {
    return text?.trim() ? new SenderText(text) : undefined;
  }

  /**
   * The input as a template sees it: each `SenderText` in it (at any depth, in arrays too) as its
   * text when `shown`, otherwise as `undefined`. Dates and other values stay as they are.
   */
  static resolve<T>(input: T, shown: boolean): Shown<T> {
    const walk = (value: unknown): unknown => {
      if (value instanceof SenderText) return shown ? value.#text : undefined;
      if (Array.isArray(value)) return value.map(walk);
      if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
      }
      return value;
    };
    return walk(input) as Shown<T>;
  }

  /** Whether the input holds any `SenderText`, at any depth. */
  static isIn(input: unknown): boolean {
    if (input instanceof SenderText) return true;
    if (Array.isArray(input)) return input.some((v) => SenderText.isIn(v));
    if (input && typeof input === 'object' && Object.getPrototypeOf(input) === Object.prototype) {
      return Object.values(input).some((v) => SenderText.isIn(v));
    }
    return false;
  }

  /** Never its text: a `SenderText` printed by mistake shows this instead. */
  toString(): string {
    return '[text withheld]';
  }

  toJSON(): string {
    return this.toString();
  }
}

/** A shorthand: `typed(input.message)`. */
export const typed = (text: string | null | undefined) => SenderText.of(text);

/** `T` with each `SenderText` as the text the rule shows, or `undefined`. */
export type Shown<T> = T extends SenderText
  ? string | undefined
  : T extends Date | Uint8Array
    ? T
    : T extends readonly (infer U)[]
      ? Shown<U>[]
      : T extends object
        ? { [K in keyof T]: Shown<T[K]> }
        : T;
