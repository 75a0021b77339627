/**
 * One call's RTCPeerConnection, negotiated by the "perfect negotiation" pattern over the room's signals (the
 * doctor is the polite peer: on an offer collision it rolls its own back; the patient ignores the doctor's).
 *
 * Each connection has an id (`sid`) that its signals carry, so signals of a connection that is gone (a page
 * reloaded, a connection replaced) never reach the one that replaced it. A side that joins says 'hello'; the
 * other side then starts afresh with a new connection and offers, since the joiner never saw what was sent
 * before it arrived. Answers and candidates are matched to the connection and offer they belong to.
 */
export type SignalKind = 'hello' | 'offer' | 'answer' | 'candidate' | 'bye';
export type SendSignal = (kind: SignalKind, payload: Record<string, unknown>) => Promise<void>;
export type CallState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

type OfferPayload = { sid: string; n: number; description: RTCSessionDescriptionInit };
type AnswerPayload = { sid: string; to: string; n: number; description: RTCSessionDescriptionInit };
type CandidatePayload = { sid: string; candidate: RTCIceCandidateInit | null };

const newSid = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`).slice(0, 36);
const RESTART_AFTER_MS = 5_000;

export interface PeerEvents {
  onRemoteStream: (stream: MediaStream | null) => void;
  onState: (state: CallState, detail: { connectionState: RTCPeerConnectionState }) => void;
}

export class PeerSession {
  private pc!: RTCPeerConnection;
  private sid = '';
  /** The other side's connection this one is paired with, once an offer or answer passed between them. */
  private remoteSid: string | null = null;
  private makingOffer = false;
  private offerN = 0;
  /** The highest offer number seen from each remote connection (a repeated or older offer is ignored). */
  private seenOffers = new Map<string, number>();
  private pendingCandidates = new Map<string, RTCIceCandidateInit[]>();
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private remoteStream: MediaStream | null = null;
  private closed = false;

  constructor(
    private readonly polite: boolean,
    private readonly iceServers: RTCIceServer[],
    private readonly local: MediaStream | null,
    private readonly send: SendSignal,
    private readonly events: PeerEvents,
  ) {}

  /** Joins: a fresh connection, then 'hello' so the other side (re)starts the negotiation. */
  async join() {
    this.sid = newSid();
    await this.send('hello', { sid: this.sid }).catch(() => undefined);
    this.createConnection(false);
  }

  get connection(): RTCPeerConnection {
    return this.pc;
  }

  /** Leaves the call: tells the other side and closes the connection. */
  leave(beacon?: (kind: SignalKind, payload: Record<string, unknown>) => void) {
    if (this.closed) return;
    this.closed = true;
    if (beacon) beacon('bye', { sid: this.sid });
    else void this.send('bye', { sid: this.sid }).catch(() => undefined);
    this.clearRestart();
    this.pc.close();
  }

  async onSignal(kind: SignalKind, payload: unknown) {
    if (typeof payload === 'string') payload = JSON.parse(payload) as unknown;
    if (this.closed || !payload || typeof payload !== 'object') return;
    const p = payload as Record<string, unknown>;
    if (typeof p.sid !== 'string') return;
    try {
      if (kind === 'hello') await this.onHello(p.sid);
      else if (kind === 'offer') await this.onOffer(p as unknown as OfferPayload);
      else if (kind === 'answer') await this.onAnswer(p as unknown as AnswerPayload);
      else if (kind === 'candidate') await this.onCandidate(p as unknown as CandidatePayload);
      else if (kind === 'bye') this.onBye(p.sid);
    } catch (error) {
      console.warn('room signal', kind, error);
    }
  }

  private createConnection(fromSignal: boolean) {
    if (this.pc) {
      this.pc.onnegotiationneeded = null;
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.oniceconnectionstatechange = null;
      this.pc.onconnectionstatechange = null;
      this.pc.close();
      this.sid = newSid();
    }
    this.clearRestart();
    this.remoteSid = null;
    this.makingOffer = false;
    this.offerN = 0;
    this.setRemote(null);
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    const sid = this.sid;
    if (this.local) for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    else {
      // Nothing to send (no camera or microphone allowed): still receive the other side.
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    pc.onnegotiationneeded = () => {
      if (pc === this.pc) void this.negotiate();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (pc === this.pc) void this.send('candidate', { sid, candidate: candidate ? candidate.toJSON() : null }).catch(() => undefined);
    };
    pc.ontrack = ({ track, streams }) => {
      if (pc !== this.pc) return;
      const stream = streams[0] ?? this.remoteStream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.setRemote(stream);
    };
    pc.oniceconnectionstatechange = () => {
      if (pc !== this.pc) return;
      const ice = pc.iceConnectionState;
      if (ice === 'failed') this.restartSoon(0);
      else if (ice === 'disconnected') this.restartSoon(RESTART_AFTER_MS);
      else if (ice === 'connected' || ice === 'completed') this.clearRestart();
      this.report();
    };
    pc.onconnectionstatechange = () => {
      if (pc === this.pc) this.report();
    };
    void fromSignal;
    this.report();
  }

  private async negotiate() {
    const pc = this.pc;
    try {
      this.makingOffer = true;
      await pc.setLocalDescription();
      if (pc !== this.pc || !pc.localDescription || pc.localDescription.type !== 'offer') return;
      this.offerN += 1;
      await this.sendOffer();
    } catch (error) {
      console.warn('room offer', error);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendOffer() {
    const description = this.pc.localDescription;
    if (!description) return Promise.resolve();
    return this.send('offer', { sid: this.sid, n: this.offerN, description: description.toJSON() }).catch(() => undefined);
  }

  private async onHello(remote: string) {
    if (this.remoteSid !== null && this.remoteSid !== remote) {
      // The other side is a new connection: start afresh (the new connection offers by itself).
      this.createConnection(true);
      return;
    }
    // Not paired yet: the offer made before the other side listened was lost. Send it again, or make one.
    if (this.pc.signalingState === 'have-local-offer') await this.sendOffer();
    else if (this.pc.signalingState === 'stable' && !this.makingOffer) await this.negotiate();
  }

  private async onOffer({ sid, n, description }: OfferPayload) {
    if (!description || description.type !== 'offer') return;
    if ((this.seenOffers.get(sid) ?? 0) >= n) return;
    this.seenOffers.set(sid, n);
    if (this.remoteSid !== null && this.remoteSid !== sid) this.createConnection(true);
    const pc = this.pc;
    const collision = this.makingOffer || pc.signalingState !== 'stable';
    if (collision && !this.polite) return;
    await pc.setRemoteDescription(description); // rolls back our own offer on a collision (polite side)
    this.remoteSid = sid;
    await this.flushCandidates(sid);
    await pc.setLocalDescription();
    if (pc !== this.pc || !pc.localDescription) return;
    await this.send('answer', { sid: this.sid, to: sid, n, description: pc.localDescription.toJSON() }).catch(() => undefined);
  }

  private async onAnswer({ sid, to, n, description }: AnswerPayload) {
    if (to !== this.sid || n !== this.offerN || !description || description.type !== 'answer') return;
    if (this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setRemoteDescription(description);
    this.remoteSid = sid;
    await this.flushCandidates(sid);
  }

  private async onCandidate({ sid, candidate }: CandidatePayload) {
    if (!candidate) return;
    if (sid === this.remoteSid && this.pc.remoteDescription) {
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
      return;
    }
    const list = this.pendingCandidates.get(sid) ?? [];
    list.push(candidate);
    this.pendingCandidates.set(sid, list);
  }

  private async flushCandidates(sid: string) {
    const list = this.pendingCandidates.get(sid) ?? [];
    this.pendingCandidates.clear();
    for (const candidate of list) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private onBye(remote: string) {
    if (remote !== this.remoteSid) return;
    // The other side left: a fresh connection waits for it to come back.
    this.createConnection(true);
  }

  private restartSoon(delay: number) {
    if (this.restartTimer) return;
    this.report();
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      const ice = this.pc.iceConnectionState;
      if (this.remoteSid && (ice === 'failed' || ice === 'disconnected')) this.pc.restartIce();
    }, delay);
  }

  private clearRestart() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private setRemote(stream: MediaStream | null) {
    this.remoteStream = stream;
    this.events.onRemoteStream(stream);
  }

  private report() {
    const pc = this.pc;
    const ice = pc.iceConnectionState;
    let state: CallState;
    if (pc.connectionState === 'connected' || ice === 'connected' || ice === 'completed') state = 'connected';
    else if (this.remoteSid === null) state = 'waiting';
    else if (ice === 'disconnected' || ice === 'failed' || pc.connectionState === 'failed' || pc.connectionState === 'disconnected')
      state = 'reconnecting';
    else state = 'connecting';
    this.events.onState(state, { connectionState: pc.connectionState });
  }
}
