type Sender = string | { name: string; address: string };

/** The address part of a sender written as 'Name <address>' or a bare address. */
function addressOf(sender: Sender): string {
  if (typeof sender !== 'string') return sender.address;
  return /<([^>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/**
 * The sender a message goes out as: its own `from` when it names one; else the
 * transport's address under the display name it asks for (a guest reads the
 * organisation's name, not the instance's "Usher"); else the transport's sender.
 * A configured sender with a name of its own (the event's sender) keeps it.
 */
export function senderOf(mail: { from?: Sender; senderName?: string }, transportSender: Sender): Sender {
  if (mail.from) return mail.from;
  const name = mail.senderName?.replace(/[\r\n"\\]/g, '').trim();
  if (!name) return transportSender;
  if (typeof transportSender !== 'string' && transportSender.name.trim()) return transportSender;
  return { name, address: addressOf(transportSender) };
}
