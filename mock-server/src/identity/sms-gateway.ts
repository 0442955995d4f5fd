/** Where SMS codes go. The real backend talks to a provider; the fake keeps an outbox QA can read. */
export interface SmsGateway {
  send(to: string, text: string, code: string): void;
}

export type SentSms = { to: string; text: string; code: string; sentAt: number };

export class FakeSmsGateway implements SmsGateway {
  readonly outbox: SentSms[] = [];
  constructor(private readonly now: () => number) {}

  send(to: string, text: string, code: string) {
    this.outbox.push({ to, text, code, sentAt: this.now() });
    if (this.outbox.length > 500) this.outbox.shift();
  }

  lastTo(to: string): SentSms | undefined {
    return this.outbox.findLast((m) => m.to === to);
  }
}
