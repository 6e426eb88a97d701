import { randomUUID } from 'node:crypto';
import type { MailMessage, ReadableMailbox, SentMail } from './mail.port.js';

/**
 * Keeps sent messages in memory, newest first, up to `capacity`. Nothing leaves the machine, and
 * the development mailbox route shows them.
 */
export class SandboxMailbox implements ReadableMailbox {
  private messages: SentMail[] = [];

  constructor(private readonly capacity = 500) {}

  send(message: MailMessage): Promise<void> {
    this.messages.unshift({ ...message, to: message.to.toLowerCase(), id: randomUUID(), sentAt: new Date() });
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return Promise.resolve();
  }

  list(to?: string): SentMail[] {
    const address = to?.trim().toLowerCase();
    return address ? this.messages.filter((m) => m.to === address) : [...this.messages];
  }

  forget(to: string): void {
    const address = to.trim().toLowerCase();
    this.messages = this.messages.filter((m) => m.to !== address);
  }
}
