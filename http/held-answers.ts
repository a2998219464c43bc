// The bytes of answers written but not yet taken by their clients, per connection and in all, under one budget: over
// it, the connections holding the most are closed first, so clients that pipeline and never read cannot fill memory.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * node keeps what a client has not taken: the answer being written in its socket's buffer, each answer pipelined behind
 * it in that answer's own output. Both count here, measured after every write, when an answer finishes (its bytes
 * went to the kernel) and when a socket drains; a closed socket holds nothing. Per connection the bound is already the
 * pipelining cap (answers) — but 4,096 connections × 16 answers of up to a few MB each is far more than the service's
 * memory: the budget bounds the sum. A slow but reading client keeps its bytes moving and rarely holds much at once;
 * a client that reads nothing holds all it asked for, and is the largest holder when the budget is passed.
 */
export class HeldAnswers {
  private readonly held = new Map<Socket, number>();
  private total = 0;
  private cutCount = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held in all now. */
  get bytes(): number {
    return this.total;
  }

  /** Connections closed for the budget since the start. */
  get cut(): number {
    return this.cutCount;
  }

  /** Measures what `socket` holds now (`answers`: its answers not yet closed); closes the largest holders if over. */
  measure(socket: Socket, answers: ReadonlySet<ServerResponse>): void {
    if (socket.destroyed) return this.forget(socket);
    let bytes = socket.writableLength;
    // an answer's writableLength is its own queued output plus, while it is the one being written, the socket's buffer
    for (const answer of answers) bytes += answer.writableLength - (answer.socket ? answer.socket.writableLength : 0);
    this.total += bytes - (this.held.get(socket) ?? 0);
    if (bytes === 0) this.held.delete(socket);
    else this.held.set(socket, bytes);
    if (this.total > this.maxBytes) this.shed();
  }

  /** A closed socket: what it held is freed with it. */
  forget(socket: Socket): void {
    this.total -= this.held.get(socket) ?? 0;
    this.held.delete(socket);
  }

  /** Closes the connections holding the most until the total is within the budget (rare: a scan is fine). */
  private shed(): void {
    while (this.total > this.maxBytes && this.held.size > 0) {
      let largest: Socket | null = null;
      let most = -1;
      for (const [socket, bytes] of this.held) {
        if (bytes > most) [largest, most] = [socket, bytes];
      }
      this.forget(largest!);
      this.cutCount++;
      largest!.destroy();
    }
  }
}
