/** What the outbox hands a channel, and what a channel answers. */

/** One message as a channel sends it. */
export type Outgoing = {
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Record<string, string> | null;
};

/**
 * A provider's refusal: its reason in its words, and whether trying again may help (a server down,
 * busy or answering 4xx) or not (an address refused for good, a token Meta does not accept).
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type Channel = {
  send(message: Outgoing): Promise<{ providerId: string | null }>;
  /** Asked once at start: the reason the channel cannot work now, or null. */
  check(): Promise<string | null>;
  close(): void;
};
