// The call's signalling socket: joins the call with its token, pings so the server knows the call is alive,
// and when the network drops, reconnects and joins again (renewing an expired token) while the media may
// keep flowing peer to peer. Messages sent while reconnecting wait in an outbox.
import {
  type ClientSignalMessage,
  type ServerSignalMessage,
  SIGNAL_CLOSE,
  SIGNAL_PING_MS,
} from '@arogya/contracts/calls';

type Joined = Extract<ServerSignalMessage, { type: 'joined' }>;

export class SignalCloseError extends Error {
  readonly code: number;
  readonly retriable: boolean;
  constructor(code: number, reason: string) {
    super(reason || `Signalling closed (${code})`);
    this.name = 'SignalCloseError';
    this.code = code;
    // The server refused (4400-4499): another try with the same token would be refused again.
    this.retriable = code < 4400 || code >= 4500;
  }
}

export type SignallingHandlers = {
  onMessage: (message: ServerSignalMessage) => void;
  /** The socket dropped and is being reopened. */
  onReconnecting: () => void;
  onReconnected: () => void;
  /** The socket is closed for good (call over, replaced, refused, or the network never came back). */
  onClosed: (code: number, reason: string) => void;
};

export type SignallingOptions = {
  url: string;
  callId: string;
  clientId: string;
  /** The token to join with; `fresh` asks for a renewed one (the last was refused as expired). */
  getToken: (fresh: boolean) => Promise<string>;
  handlers: SignallingHandlers;
  WebSocketImpl?: typeof WebSocket;
  reconnectDelaysMs?: number[];
};

const FINAL_CODES: number[] = [SIGNAL_CLOSE.callOver, SIGNAL_CLOSE.replaced, SIGNAL_CLOSE.forbidden];
const DEFAULT_DELAYS = [250, 500, 1000, 2000, 3000, 5000, 5000, 8000, 10_000, 10_000, 10_000];

export class SignallingClient {
  private socket: WebSocket | null = null;
  private closedByUs = false;
  private joined = false;
  private outbox: string[] = [];
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: SignallingOptions) {}

  /** Opens the socket and joins; rejects with SignalCloseError when the server refuses or the socket fails. */
  async connect(): Promise<Joined> {
    try {
      return await this.open(await this.options.getToken(false));
    } catch (error) {
      if (error instanceof SignalCloseError && error.code === SIGNAL_CLOSE.unauthorized) {
        return this.open(await this.options.getToken(true));
      }
      throw error;
    }
  }

  /** Joined and open: a message sent now leaves now. */
  get isJoined(): boolean {
    return this.joined && this.socket?.readyState === WebSocket.OPEN;
  }

  send(message: ClientSignalMessage): void {
    const text = JSON.stringify(message);
    if (this.joined && this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
    else if (this.outbox.length < 200) this.outbox.push(text);
  }

  /** Closes for good; nothing reconnects afterwards. */
  close(): void {
    this.closedByUs = true;
    this.stopTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, 'Left the call');
  }

  /** Drops the socket as a network failure would (tests of reconnection use it). */
  dropForTesting(): void {
    this.socket?.close(4000, 'Dropped for a test');
  }

  private open(token: string): Promise<Joined> {
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    return new Promise<Joined>((resolve, reject) => {
      const socket = new Impl(this.options.url);
      let settled = false;
      socket.onopen = () => {
        socket.send(
          JSON.stringify({
            type: 'join',
            callId: this.options.callId,
            token,
            clientId: this.options.clientId,
          } satisfies ClientSignalMessage),
        );
      };
      socket.onmessage = (event) => {
        let message: ServerSignalMessage;
        try {
          message = JSON.parse(String(event.data)) as ServerSignalMessage;
        } catch {
          return;
        }
        if (!settled) {
          if (message.type === 'joined') {
            settled = true;
            this.adopt(socket);
            resolve(message);
          } else if (message.type === 'call-status') {
            this.options.handlers.onMessage(message);
          }
          return;
        }
        this.options.handlers.onMessage(message);
      };
      socket.onclose = (event) => {
        if (!settled) {
          settled = true;
          reject(new SignalCloseError(event.code, event.reason));
          return;
        }
        if (this.socket === socket) this.lost(event.code, event.reason);
      };
      socket.onerror = () => {
        // Followed by close, which settles.
      };
    });
  }

  private adopt(socket: WebSocket) {
    if (this.closedByUs) {
      socket.close(1000, 'Left the call');
      return;
    }
    this.socket = socket;
    this.joined = true;
    for (const text of this.outbox.splice(0)) socket.send(text);
    this.stopTimers();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), SIGNAL_PING_MS);
  }

  private lost(code: number, reason: string) {
    this.joined = false;
    this.socket = null;
    this.stopTimers();
    if (this.closedByUs) return;
    if (FINAL_CODES.includes(code)) {
      this.options.handlers.onClosed(code, reason);
      return;
    }
    this.options.handlers.onReconnecting();
    void this.reconnect(0, code === SIGNAL_CLOSE.unauthorized);
  }

  private async reconnect(attempt: number, freshToken: boolean): Promise<void> {
    const delays = this.options.reconnectDelaysMs ?? DEFAULT_DELAYS;
    const delay = delays[attempt];
    if (delay === undefined || this.closedByUs) {
      if (!this.closedByUs) this.options.handlers.onClosed(1006, '');
      return;
    }
    await new Promise<void>((resolve) => {
      this.reconnectTimer = setTimeout(resolve, delay);
    });
    if (this.closedByUs) return;
    try {
      await this.open(await this.options.getToken(freshToken));
      this.options.handlers.onReconnected();
    } catch (error) {
      const code = error instanceof SignalCloseError ? error.code : 1006;
      if (FINAL_CODES.includes(code)) {
        this.options.handlers.onClosed(code, error instanceof Error ? error.message : '');
        return;
      }
      void this.reconnect(attempt + 1, code === SIGNAL_CLOSE.unauthorized);
    }
  }

  private stopTimers() {
    clearInterval(this.pingTimer);
    clearTimeout(this.reconnectTimer);
  }
}
