// The mail sink's own process (mail-sink-process.ts): it listens, says on which port, and answers its parent's questions.
import { MailSink } from './mail-sink.ts';
import type { SinkRequest } from './mail-sink-process.ts';

const sink = new MailSink(Number(process.argv[2] ?? 200));
const port = await sink.listen();
process.send!({ port });

process.on('message', (request: SinkRequest) => {
  if (request.ask === 'kept') {
    process.send!({ id: request.id, kept: [...sink.messages.values()].filter((message) => message.raw) });
    return;
  }
  const cpu = process.cpuUsage();
  process.send!({ id: request.id, counts: { received: sink.messages.size, duplicates: sink.duplicates, cpuMs: (cpu.user + cpu.system) / 1000 } });
});
// The parent's end is the sink's: an orphaned sink would hold its port and the bench's exit.
process.on('disconnect', () => process.exit(0));
